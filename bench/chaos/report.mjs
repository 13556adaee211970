// The figures of one chaos scenario from its request log, and the Markdown report of a run.

const failed = (entry) => entry.status === 0 || entry.status >= 500 || entry.status === 429;

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
 * Requests and failures (5xx, 429, no answer) by status; the failure rate over the 10 s after the
 * fault; the longest gap per kind; and when throughput was back: the first second after the fault
 * from which five seconds in a row have no failure and at least 90 % of the baseline's successes.
 */
export function summarise({ name, what, log, startedAt, faultAt, repairAt, repairedAt, checks }) {
  const byStatus = {};
  for (const entry of log.filter(failed))
    byStatus[entry.status || 'no answer'] = (byStatus[entry.status || 'no answer'] ?? 0) + 1;
  const window = log.filter((entry) => entry.at >= faultAt && entry.at < faultAt + 10_000);
  const baseline = log.filter((entry) => entry.at >= startedAt && entry.at < faultAt && !failed(entry)).length;
  const baselinePerSecond = baseline / Math.max(1, (faultAt - startedAt) / 1000);
  const end = Math.max(...log.map((entry) => entry.at + entry.ms));
  const seconds = [];
  for (let t = faultAt; t < end; t += 1000) {
    const inSecond = log.filter((entry) => entry.at + entry.ms >= t && entry.at + entry.ms < t + 1000);
    seconds.push({ ok: inSecond.filter((e) => !failed(e)).length, failed: inSecond.filter(failed).length });
  }
  let recoveredAfter = null;
  for (let i = 0; i + 5 <= seconds.length; i++) {
    const run = seconds.slice(i, i + 5);
    if (run.every((s) => s.failed === 0 && s.ok >= 0.9 * baselinePerSecond)) {
      recoveredAfter = i;
      break;
    }
  }
  const lost = checks.watchlistLost + checks.paidNotGranted + checks.uploadsLost;
  return {
    name,
    what,
    requests: log.length,
    failures: log.filter(failed).length,
    failuresByStatus: byStatus,
    failureRateFirst10s: window.length ? Number((window.filter(failed).length / window.length).toFixed(4)) : 0,
    longestGapMs: longestGaps(log, startedAt, end),
    repairSeconds: Number(((repairedAt - repairAt) / 1000).toFixed(1)),
    throughputBackAfterFaultSeconds: recoveredAfter,
    baselineOkPerSecond: Number(baselinePerSecond.toFixed(1)),
    audit: checks,
    held: lost === 0 && checks.duplicated === 0,
  };
}

export function reportMarkdown(results) {
  const rows = results.map((r) => {
    const gaps = Object.entries(r.longestGapMs)
      .map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(1)}`)
      .join(', ');
    const statuses = Object.entries(r.failuresByStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const a = r.audit;
    return `| ${r.name} | ${r.ranAt ?? ''} (${r.loadAverage ?? '?'}) | ${r.requests} | ${r.failures}${statuses ? ` (${statuses})` : ''} | ${(r.failureRateFirst10s * 100).toFixed(1)} % | ${gaps} | ${r.throughputBackAfterFaultSeconds ?? 'not within the run'} | ${a.watchlistLost}/${a.watchlistChecked} | ${a.paidNotGranted}/${a.paymentsCaptured} | ${a.uploadsLost}/${a.uploads} | ${a.duplicated} |`;
  });
  return `# Chaos report

The latest result of each scenario of \`npm run chaos\` (bench/chaos/run.mjs, docs/ha.md) against
the HA stack, with when it ran and the 1-minute load average then (two cores: results taken while
other work ran are noisy; the audit columns are not). Traffic: guests browsing, two loops of watchlist
adds/removes, sign-ins, a payment through the sandbox every round (a new buyer each), one viewer
streaming HLS segments, and an upload acknowledged 8 s before the fault (its transcode runs through it).

| scenario | ran at (load) | requests | failed (by status) | failed, 10 s after the fault | longest gap per kind (s) | throughput back after (s) | watchlist lost/checked | paid not granted/captured | uploads lost/acknowledged | duplicated |
| -------- | ------------- | -------- | ------------------ | ---------------------------- | ------------------------ | ------------------------- | ---------------------- | ------------------------- | ------------------------- | ---------- |
${rows.join('\n')}

What each scenario does:

${results.map((r) => `- **${r.name}**: ${r.what}.`).join('\n')}
`;
}
