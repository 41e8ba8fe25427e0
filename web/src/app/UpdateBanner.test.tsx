import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { versionQuery } from "../lib/queries/version.js";
import { createQueryClient } from "../lib/query-client.js";
import { stubApi } from "../test/api-stub.js";
import { UpdateBanner } from "./UpdateBanner.js";

function renderBanner() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <UpdateBanner />
    </QueryClientProvider>,
  );
  return client;
}

describe("UpdateBanner", () => {
  it("stays hidden while the server runs the build the page loaded with", async () => {
    stubApi({ commit: () => "aaa" });
    const client = renderBanner();
    await act(() => client.refetchQueries({ queryKey: versionQuery().queryKey }));
    expect(screen.queryByText("A new version is available")).toBeNull();
  });

  it("appears when the commit changes, and a dismissal lasts until the next commit", async () => {
    let commit = "aaa";
    stubApi({ commit: () => commit });
    const client = renderBanner();
    await act(() => client.refetchQueries({ queryKey: versionQuery().queryKey }));

    commit = "bbb";
    await act(() => client.refetchQueries({ queryKey: versionQuery().queryKey }));
    expect(await screen.findByText("A new version is available")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("A new version is available")).toBeNull();

    commit = "ccc";
    await act(() => client.refetchQueries({ queryKey: versionQuery().queryKey }));
    expect(await screen.findByText("A new version is available")).toBeTruthy();
  });
});
