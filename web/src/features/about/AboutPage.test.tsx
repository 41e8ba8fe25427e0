import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api-stub.js";
import { renderApp } from "../../test/render.js";

describe("About page", () => {
  it("answers the spec's questions: the league, the data, HLTV 2.0 and the f2 rating, beta features", async () => {
    stubApi();
    renderApp("/about");
    const questions = (await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent);
    expect(questions).toEqual(
      expect.arrayContaining([
        "What is the league?",
        "Where does the data come from, and how fresh is it?",
        "How are the ratings calculated?",
        "What is the f2 rating?",
        "What are the beta features?",
      ]),
    );
    const f2 = screen.getByRole("heading", { name: "What is the f2 rating?" }).parentElement as HTMLElement;
    expect(f2.textContent).toMatch(/every page shows as Rating/);
    expect(f2.textContent).toMatch(/HLTV 2\.0/);
  });
});
