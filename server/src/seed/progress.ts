import cliProgress from "cli-progress";

/** How long operations report themselves: a bar on a terminal, a few plain lines otherwise. */
export type Progress = {
  log(message: string): void;
  start(total: number, unit: string): void;
  update(done: number): void;
  stop(): void;
};

/** Plain-line mode prints at most this many updates per run. */
const PLAIN_STEPS = 10;

export function consoleProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  return stream.isTTY ? barProgress(stream) : plainProgress(stream);
}

function barProgress(stream: NodeJS.WriteStream): Progress {
  let bar: cliProgress.SingleBar | null = null;
  return {
    log: (message) => stream.write(`${message}\n`),
    start(total, unit) {
      bar = new cliProgress.SingleBar(
        {
          stream,
          format: `  [{bar}] {percentage}% | {value}/{total} ${unit} | {duration_formatted}`,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
    },
    update: (done) => bar?.update(done),
    stop() {
      bar?.stop();
      bar = null;
    },
  };
}

function plainProgress(stream: NodeJS.WriteStream): Progress {
  let total = 0;
  let unit = "";
  let nextStep = 1;
  let startedAt = 0;
  return {
    log: (message) => stream.write(`${message}\n`),
    start(t, u) {
      total = t;
      unit = u;
      nextStep = 1;
      startedAt = performance.now();
    },
    update(done) {
      if (total === 0 || done * PLAIN_STEPS < nextStep * total) return;
      nextStep = Math.floor((done * PLAIN_STEPS) / total) + 1;
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      stream.write(`  ${done}/${total} ${unit} (${Math.round((done / total) * 100)}%, ${seconds} s)\n`);
    },
    stop() {},
  };
}

/** For callers (tests, library use) that want no output. */
export const silentProgress: Progress = { log() {}, start() {}, update() {}, stop() {} };
