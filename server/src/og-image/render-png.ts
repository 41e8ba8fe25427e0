import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";

/**
 * SVG to PNG on the server, for link previews (issue #21 item 6): chat clients unfurl PNG and
 * JPEG, not SVG. resvg compiled to WebAssembly, so nothing native is built or fetched at install
 * (docs/api.md#link-preview-images); its fonts are Inter's TrueType files from an npm package,
 * loaded into the renderer itself, so a card reads the same on every machine, fonts installed or
 * not.
 */

const require = createRequire(import.meta.url);
const FONTS = ["400Regular/Inter_400Regular.ttf", "700Bold/Inter_700Bold.ttf"];

type Renderer = { fonts: Uint8Array[] };
let ready: Promise<Renderer> | undefined;

/** The WebAssembly module and the fonts, loaded on the first card (a second or more: the module is compiled) and kept. */
function renderer(): Promise<Renderer> {
  ready ??= (async () => {
    const [wasm, ...fonts] = await Promise.all([
      readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
      ...FONTS.map((file) => readFile(require.resolve(`@expo-google-fonts/inter/${file}`))),
    ]);
    await initWasm(wasm as Buffer);
    return { fonts: fonts.map((font) => new Uint8Array(font)) };
  })();
  // A failed start is tried again by the next card rather than kept.
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

/** The PNG of an SVG document, drawn at its own size; text in Inter whatever the SVG names. */
export async function svgToPng(svg: string): Promise<Buffer> {
  const { fonts } = await renderer();
  const resvg = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: {
      fontBuffers: fonts,
      defaultFontFamily: "Inter",
      sansSerifFamily: "Inter",
      serifFamily: "Inter",
      monospaceFamily: "Inter",
    },
  });
  try {
    const image = resvg.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
