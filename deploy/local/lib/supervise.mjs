// The foreground stack (`up`, i.e. `npm start`) as a supervisor, doing what Kubernetes does with
// its probes: an app whose liveness probe fails three times in a row (10 s apart), or that exits
// by itself, is restarted. An app restarted five times within ten minutes is left stopped and
// said so: a loop of restarts helps nobody.
import { liveness, loadApps, restartApp, say, startedHere } from './core.mjs';

const CHECK_EVERY_MS = 10_000;
const FAILURES_BEFORE_RESTART = 3;
const RESTART_WINDOW_MS = 10 * 60_000;
const RESTARTS_PER_WINDOW = 5;

export async function supervise({ stopping }) {
  const appNames = new Set((await loadApps()).map((app) => app.name));
  const failures = new Map();
  const restarts = new Map();
  const busy = new Set();

  const restart = async (name, why) => {
    if (busy.has(name) || stopping()) return;
    const recent = (restarts.get(name) ?? []).filter((at) => Date.now() - at < RESTART_WINDOW_MS);
    if (recent.length >= RESTARTS_PER_WINDOW) {
      if (recent.length === RESTARTS_PER_WINDOW)
        say(`${name}: ${why}; restarted ${RESTARTS_PER_WINDOW} times in 10 min already — left stopped, see its log`);
      restarts.set(name, [...recent, Date.now()]);
      return;
    }
    busy.add(name);
    try {
      say(`${name}: ${why} — restarting`);
      restarts.set(name, [...recent, Date.now()]);
      const subprocess = await restartApp(name);
      if (subprocess) watchExit(name, subprocess);
      failures.delete(name);
    } catch (error) {
      say(`${name}: restart failed: ${error.message}`);
    } finally {
      busy.delete(name);
    }
  };

  const watchExit = (name, subprocess) => {
    subprocess.then((result) => {
      if (stopping() || busy.has(name) || startedHere.get(name) !== subprocess) return;
      const how = `exited (${result.signal ?? `code ${result.exitCode}`})`;
      // Servers (Kafka, Mongo, ...) are left to the person at the terminal: their data may need a look.
      if (appNames.has(name)) void restart(name, how);
      else say(`${name} ${how} — see .stack/logs/${name}.log`);
    });
  };

  for (const [name, subprocess] of startedHere) watchExit(name, subprocess);

  const timer = setInterval(async () => {
    if (stopping()) return;
    const apps = await loadApps().catch(() => []);
    for (const app of apps) {
      if (!app.live || busy.has(app.name) || !startedHere.has(app.name)) continue;
      const verdict = await liveness(app);
      const count = verdict === 'not live' ? (failures.get(app.name) ?? 0) + 1 : 0;
      failures.set(app.name, count);
      if (count >= FAILURES_BEFORE_RESTART) void restart(app.name, 'liveness probe failed 3 times');
    }
  }, CHECK_EVERY_MS);
  return () => clearInterval(timer);
}
