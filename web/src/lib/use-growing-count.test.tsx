import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useGrowingCount } from "./use-growing-count.js";

describe("useGrowingCount", () => {
  it("draws the first items at once, then a slice more after each paint, up to the total", async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useGrowingCount(50, 16, 24);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(16);
    await waitFor(() => expect(result.current).toBe(50));
    // 16, 40, then the total: never past it, never a step skipped.
    expect([...new Set(seen)]).toEqual([16, 40, 50]);
  });

  it("grows again when the total does (more days asked for)", async () => {
    const { result, rerender } = renderHook(({ total }) => useGrowingCount(total, 4, 4), {
      initialProps: { total: 6 },
    });
    await waitFor(() => expect(result.current).toBe(6));
    act(() => rerender({ total: 20 }));
    await waitFor(() => expect(result.current).toBe(20));
  });

  it("is the total when there are fewer items than the first screen", () => {
    const { result } = renderHook(() => useGrowingCount(3, 16, 24));
    expect(result.current).toBe(3);
  });
});
