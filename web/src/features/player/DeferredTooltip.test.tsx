import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A page that never goes idle: only pointing at or focusing the control loads the tooltip.
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("requestIdleCallback", () => 1);
  vi.stubGlobal("cancelIdleCallback", () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderControl() {
  const { DeferredTooltip } = await import("./DeferredTooltip.js");
  render(
    <DeferredTooltip content="Why it cannot be used">
      <button type="button" aria-label="+Rep 3: why it cannot be used">
        +Rep 3
      </button>
    </DeferredTooltip>,
  );
  return screen.getByRole("button", { name: /^\+Rep 3/ });
}

describe("DeferredTooltip", () => {
  it("shows the control at once, without the tooltip", async () => {
    await renderControl();
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("loads on the first pointing and shows the tooltip to a pointer still there", async () => {
    const user = userEvent.setup();
    await user.hover(await renderControl());
    expect((await screen.findByRole("tooltip")).textContent).toBe("Why it cannot be used");
  });

  it("loads on keyboard focus, keeps the focus on the control and shows the tooltip", async () => {
    const user = userEvent.setup();
    await renderControl();
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toBe("Why it cannot be used");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("+Rep 3"));
  });

  it("lets a press that the tooltip's arrival interrupts click the control, then shows the tooltip", async () => {
    const { DeferredTooltip } = await import("./DeferredTooltip.js");
    const clicked = vi.fn();
    render(
      <DeferredTooltip content="Give him +Rep">
        <button type="button" onClick={clicked}>
          +Rep 3
        </button>
      </DeferredTooltip>,
    );
    const control = screen.getByRole("button", { name: "+Rep 3" });
    const user = userEvent.setup();
    // Pointing at it starts the tooltip's load; the code arrives while the button is held down.
    await user.pointer({ keys: "[MouseLeft>]", target: control });
    await import("../../components/ui/Tooltip.js");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(control.isConnected).toBe(true);

    await user.pointer({ keys: "[/MouseLeft]", target: control });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole("tooltip")).textContent).toBe("Give him +Rep");
  });
});
