// The figures of one chaos scenario from its request log, and the Markdown report of a run.

/** No answer, a server error or a rate limit; for the stream any refusal too (the player would stop). */
const failed = (entry) =>
  entry.status === 0 || entry.status >= 500 || entry.status === 429 || (entry.kind === 'stream' && entry.status >= 400);

/** Longest time without a successful answer, per kind of traffic, within [from, to). */
function longestGaps(log, from, to) {
  const gaps = {};
  const kinds = [...new Set(log.map((entry) => entry.kind))].filter((kind) => kind !== 'upload');
  for (const kind of kinds) {
    const okTimes = log
      .filter((entry) => entry.kind === kind && !failed(entry) && entry.at >= from && entry.at < to)
      .map((entry) => entry.at + entry.ms)
      .sort((a, b) => a - b);
    let gap = 0;
    let previous = from;
    for (const at of okTimes) {
      gap = Math.max(gap, at - previous);
      previous = at;
    }
    gaps[kind] = Math.max(gap, to - previous);
  }
  return gaps;
}

/**
 * Each second of [from, to): the successes answered in it, and the failed requests sent in it (a
 * request sent just before a fault that times out 10 s later failed because of that moment, not
 * because the system was still failing then).
 */
function perSecond(log, from, to) {
  const seconds = [];
  for (let t = from; t < to; t += 1000) {
    const end = Math.min(t + 1000, to);
    seconds.push({
      ok: log.filter((e) => !failed(e) && e.at + e.ms >= t && e.at + e.ms < end).length,
      failed: log.filter((e) => failed(e) && e.at >= t && e.at < end).length,
    });
  }
  return seconds;
}

/**
 * When full throughput was back, in seconds from the window's start: the first second from which
 * no request sent later in the window fails and the next five seconds (or what is left of the
 * window) bring at least 90 % of the baseline's successes. Null if never within the window.
 */
function recoveredAfter(seconds, baselinePerSecond) {
  for (let i = 0; i < seconds.length; i++) {
    if (seconds.slice(i).some((s) => s.failed > 0)) continue;
    const run = seconds.slice(i, i + 5);
    if (run.reduce((sum, s) => sum + s.ok, 0) >= 0.9 * baselinePerSecond * run.length) return i;
  }
  return null;
}

/**
 * Requests and failures (5xx, 429, no answer) by status; the failure rate over the 10 s after the
 * fault; the longest gap per kind; and when full throughput was back (recoveredAfter), between the
 * fault and the repair and again after the repair (bringing a server back disturbs traffic too).
 */
export function summarise({ name, what, log, startedAt, faultAt, repairAt, repairedAt, checks }) {
  const byStatus = {};
  for (const entry of log.filter(failed))
    byStatus[entry.status || 'no answer'] = (byStatus[entry.status || 'no answer'] ?? 0) + 1;
  const window = log.filter((entry) => entry.at >= faultAt && entry.at < faultAt + 10_000);
  const baseline = log.filter((entry) => entry.at >= startedAt && entry.at < faultAt && !failed(entry)).length;
  const baselinePerSecond = baseline / Math.max(1, (faultAt - startedAt) / 1000);
  const end = Math.max(...log.map((entry) => entry.at + entry.ms));
  const faultToRepair = perSecond(log, faultAt, repairAt);
  const repairToEnd = perSecond(log, repairAt, end);
  // When the failures came, in whole seconds from the fault (negative: before it), by kind of traffic.
  const failuresBySecond = {};
  for (const entry of log.filter(failed)) {
    const second = Math.floor((entry.at + entry.ms - faultAt) / 1000);
    const at = (failuresBySecond[second] ??= {});
    at[entry.kind] = (at[entry.kind] ?? 0) + 1;
  }
  const lost = checks.watchlistLost + checks.paidNotGranted + checks.uploadsLost;
  return {
    name,
    what,
    requests: log.length,
    failures: log.filter(failed).length,
    failuresByStatus: byStatus,
    failuresBySecondAfterFault: failuresBySecond,
    repairAfterFaultSeconds: Number(((repairAt - faultAt) / 1000).toFixed(1)),
    failureRateFirst10s: window.length ? Number((window.filter(failed).length / window.length).toFixed(4)) : 0,
    longestGapMs: longestGaps(log, startedAt, end),
    repairSeconds: Number(((repairedAt - repairAt) / 1000).toFixed(1)),
    throughputBackAfterFaultSeconds: recoveredAfter(faultToRepair, baselinePerSecond),
    throughputBackAfterRepairSeconds: recoveredAfter(repairToEnd, baselinePerSecond),
    baselineOkPerSecond: Number(baselinePerSecond.toFixed(1)),
    audit: checks,
    held: lost === 0 && checks.duplicated === 0,
  };
}

const back = (seconds) => (seconds === undefined ? '–' : (seconds ?? 'not within it'));

export function reportMarkdown(results) {
  const rows = results.map((r) => {
    const gaps = Object.entries(r.longestGapMs)
      .map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(1)}`)
      .join(', ');
    const statuses = Object.entries(r.failuresByStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const a = r.audit;
    return `| ${r.name} | ${r.ranAt ?? ''} (${r.loadAverage ?? '?'}) | ${r.requests} | ${r.failures}${statuses ? ` (${statuses})` : ''} | ${(r.failureRateFirst10s * 100).toFixed(1)} % | ${gaps} | ${back(r.throughputBackAfterFaultSeconds)} / ${back(r.throughputBackAfterRepairSeconds)} | ${a.watchlistLost}/${a.watchlistChecked} | ${a.paidNotGranted}/${a.paymentsCaptured} | ${a.uploadsLost}/${a.uploads} | ${a.duplicated} |`;
  });
  return `# Chaos report

The latest result of each scenario of \`npm run chaos\` (bench/chaos/run.mjs, docs/ha.md) against
the HA stack, with when it ran and the 1-minute load average then (two cores: results taken while
other work ran are noisy; the audit columns are not). Traffic: guests browsing, two loops of watchlist
adds/removes, sign-ins, a payment through the sandbox every round (a new buyer each), one viewer
streaming HLS from the origin as the player does (a stream session kept alive by its heartbeat; any
refused media request counts as a failed one), and an upload acknowledged 8 s before the fault (its
transcode runs through it). Failures are 5xx, 429 and no answer. Throughput is back from the first
second after which no request sent in that phase (fault to repair, repair to the end) fails and the
next five seconds bring 90 % of the baseline's successes; each result's JSON
(bench/results/chaos-<time>.json) also has its failures second by second from the fault, by when
they were answered.

| scenario | ran at (load) | requests | failed (by status) | failed, 10 s after the fault | longest gap per kind (s) | throughput back after the fault / the repair (s) | watchlist lost/checked | paid not granted/captured | uploads lost/acknowledged | duplicated |
| -------- | ------------- | -------- | ------------------ | ---------------------------- | ------------------------ | ------------------------- | ---------------------- | ------------------------- | ------------------------- | ---------- |
${rows.join('\n')}

What each scenario does:

${results.map((r) => `- **${r.name}**: ${r.what}.`).join('\n')}
`;
}
