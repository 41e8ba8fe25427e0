import autocannon from "autocannon";

/**
 * A load of GET requests cycling through many addresses (autocannon's command line repeats one),
 * run as its own process so the server's process is measured alone. Arguments: origin,
 * connections, seconds, then a JSON file of paths. Prints autocannon's result as JSON.
 */

const [origin = "", connections = "10", seconds = "10", pathsFile = ""] = process.argv.slice(2);
const { readFileSync } = await import("node:fs");
const paths = JSON.parse(readFileSync(pathsFile, "utf8")) as string[];
let next = 0;

const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { "accept-encoding": "br, gzip" },
  requests: [
    {
      method: "GET",
      // Each request takes the next address: with more addresses than requests, none repeats.
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ],
});
process.stdout.write(JSON.stringify(result));
