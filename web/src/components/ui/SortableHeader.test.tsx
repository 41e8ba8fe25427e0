import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { SortState } from "../../lib/sort.js";
import { SortableHeader } from "./SortableHeader.js";

type Key = "name" | "rating";

function Harness() {
  const [sort, setSort] = useState<SortState<Key>>({ key: "rating", direction: "desc" });
  return (
    <table>
      <thead>
        <tr>
          <SortableHeader sortKey="name" sort={sort} onSort={setSort} firstDirection="asc">
            Name
          </SortableHeader>
          <SortableHeader sortKey="rating" sort={sort} onSort={setSort} tooltip="Season rating">
            Rating
          </SortableHeader>
        </tr>
      </thead>
    </table>
  );
}

const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(name) });

describe("SortableHeader", () => {
  it("says with aria-sort which column sorts the table and which way", () => {
    render(<Harness />);
    expect(header("Rating").getAttribute("aria-sort")).toBe("descending");
    expect(header("Name").getAttribute("aria-sort")).toBe("none");
    expect(header("Rating").getAttribute("title")).toBe("Season rating");
  });

  it("flips the sorted column on a click and starts another from its first direction", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: /Rating/ }));
    expect(header("Rating").getAttribute("aria-sort")).toBe("ascending");
    await user.click(screen.getByRole("button", { name: /Name/ }));
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
    expect(header("Rating").getAttribute("aria-sort")).toBe("none");
  });

  it("sorts from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole("button", { name: /Name/ }).focus();
    await user.keyboard("{Enter}");
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
    await user.keyboard(" ");
    expect(header("Name").getAttribute("aria-sort")).toBe("descending");
  });
});
