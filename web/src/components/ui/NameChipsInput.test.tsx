import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { NameChipsInput } from "./NameChipsInput.js";

function Harness({ initial = [] }: { initial?: string[] }) {
  const [chips, setChips] = useState(initial);
  const [text, setText] = useState("");
  return (
    <>
      <NameChipsInput chips={chips} onChange={setChips} text={text} onTextChange={setText} />
      <output aria-label="chips">{chips.join("|")}</output>
    </>
  );
}

const chipsText = () => screen.getByLabelText("chips").textContent;

describe("NameChipsInput", () => {
  it("adds a chip with the Filter button and clears the box", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Player name"), "frog");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(chipsText()).toBe("frog");
    expect(screen.getByLabelText("Player name")).toHaveProperty("value", "");
  });

  it("adds a chip with Enter, trimmed", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Player name"), "  ace  {Enter}");
    expect(chipsText()).toBe("ace");
  });

  it("ignores empty and blank input", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await user.type(screen.getByLabelText("Player name"), "   {Enter}");
    expect(chipsText()).toBe("");
  });

  it("does not add a name twice in another case", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["Frog"]} />);
    await user.type(screen.getByLabelText("Player name"), "FROG{Enter}");
    expect(chipsText()).toBe("Frog");
  });

  it("removes a chip with its button", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["one", "two"]} />);
    await user.click(screen.getByRole("button", { name: "Remove one" }));
    expect(chipsText()).toBe("two");
  });
});
