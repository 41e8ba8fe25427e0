import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadError } from "./LoadError.js";

/** A page that shows its query's error whether or not it had data, as the pickems page does. */
function Page({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ["thing"], queryFn: read, retry: false });
  if (query.error) return <LoadError error={query.error} />;
  return <p>{query.data ?? "loading"}</p>;
}

describe("LoadError's Retry", () => {
  it("asks again a query whose refetch failed after it had data, and the error clears", async () => {
    const client = new QueryClient();
    // The first read answers, the refetch fails (no network), the Retry's read answers again.
    let asked = 0;
    const read = async () => {
      asked += 1;
      if (asked === 2) throw new Error("network down");
      return asked === 1 ? "first" : "second";
    };
    render(
      <QueryClientProvider client={client}>
        <Page read={read} />
      </QueryClientProvider>,
    );
    await screen.findByText("first");
    await client.refetchQueries({ queryKey: ["thing"] });
    await screen.findByText("network down");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByText("second");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(asked).toBe(3);
  });
});
