export * from "./shapes.js";
