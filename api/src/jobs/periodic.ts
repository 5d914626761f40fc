import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` now, then every `everyMs`, one pass at a time (a slow pass delays the next instead of overlapping
 * it). A failed pass is logged with `name` and the next one tries again. Closing the app stops the timer and
 * waits for the pass in flight. Returns a stop function.
 */
export function startPeriodic(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
): () => void {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    if (stopped) return;
    running = running.then(() => work().catch((error) => app.log.error({ err: error }, `${name} failed`)));
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  app.addHook('onClose', async () => {
    stop();
    await running;
  });
  return stop;
}
