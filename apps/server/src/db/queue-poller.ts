import type { Logger } from "../logger.ts";

/**
 * Polls a queue kept in the database (notices, CRM deliveries): `run` works
 * what is due; a failed run (the database away) is logged and tried again at
 * the next poll. `stop` stops polling and waits for the run in progress, so a
 * shutdown never cuts the recording of a send short.
 */
export function queuePoller(run: () => Promise<unknown>, logger: Logger, failure: string) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  return {
    /** True once `stop` was called: a long run may leave the rest for the next server. */
    stopping: () => stopped,
    start(pollMs: number) {
      const tick = () => {
        running = run()
          .catch((err) => logger.error({ err }, failure))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
