import {
  adminToken,
  api,
  closeRpc,
  closeTestKafka,
  createVideo,
  newViewer,
  payInSandbox,
  unique,
} from '@streamhub/testkit';
import { deleteVideosAfter, onCleanup } from '../cleanup.mjs';
import { gatewayUrl, load, round, waitFor } from '../lib.mjs';

/**
 * The ad decision under load (docs/ads.md "Decision"; issue 53's target: p99 ≤ 30 ms at 200
 * concurrent requests with 1,000 campaigns). ADS_BENCH_CAMPAIGNS (1,000) campaigns of this run, all
 * live and all targeting one genre no other title has, and one title of that genre; then
 * `GET /api/v1/ads/vmap` for that title by a viewer on the ₹99 ads plan, ADS_BENCH_CONNECTIONS
 * (200) at once for ADS_BENCH_SECONDS (20). Beside it in the same run, the same route for an
 * ad-free viewer: the gateway's share (the title and access reads over RPC, no decision). The
 * difference is what the decision and the VAST writing cost. Every campaign is switched off and
 * the title deleted afterwards, so the demo stack's ad breaks are as they were (the switch-off
 * reloads every ads replica's campaign index; the campaigns' counters in Redis expire by themselves,
 * the ads-served ones two days after the campaigns' end). For a run on a shared machine, set
 * ADS_BENCH_CONNECTIONS=20 and ADS_BENCH_SECONDS=10 (docs/ads.md "Decision path" has such runs).
 */
const CAMPAIGNS = Number(process.env.ADS_BENCH_CAMPAIGNS ?? 1_000);
const CONNECTIONS = Number(process.env.ADS_BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.ADS_BENCH_SECONDS ?? 20);
const ADS_PLAN = 'ALL_30DAY_ADS';
const AD_FREE_PLAN = 'ALL_30DAY';

async function subscribed(planCode) {
  const viewer = await newViewer();
  const order = await api('POST', '/subscriptions/order', { token: viewer.token, body: { planCode } });
  const orderId = order.body?.data?.order?.id;
  if (order.status !== 200 || !orderId) throw new Error(`ads-decision: ${planCode} order: ${order.status}`);
  await payInSandbox(orderId);
  return viewer;
}

function vmapRequest(viewer, videoId) {
  return {
    url: `${gatewayUrl}/api/v1/ads/vmap?videoId=${videoId}`,
    headers: { authorization: `Bearer ${viewer.token}` },
  };
}

async function breaksOf(viewer, videoId) {
  const { url, headers } = vmapRequest(viewer, videoId);
  const res = await fetch(url, { headers });
  const xml = await res.text();
  if (res.status !== 200) throw new Error(`ads-decision: vmap answered ${res.status}: ${xml.slice(0, 200)}`);
  return (xml.match(/<vmap:AdBreak /g) ?? []).length;
}

export default async function adsDecision() {
  const admin = await adminToken();
  const genre = unique('BENCHADS')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  try {
    const title = await createVideo({
      videoTitle: unique('Bench Ads Title'),
      genre,
      languages: ['hi'],
      runtimeMinutes: 60,
      ageRating: 'U',
    });
    deleteVideosAfter([title._id], 'ads bench title');
    const advertiser = await api('POST', '/admin/ads/advertisers', {
      token: admin,
      body: { name: unique('Bench Ads ') },
    });
    if (advertiser.status !== 201) throw new Error(`ads-decision: advertiser: ${advertiser.status}`);
    const advertiserId = advertiser.body.data.advertiser._id;

    const now = Date.now();
    const bodies = Array.from({ length: CAMPAIGNS }, (_, n) => ({
      advertiserId,
      name: unique(`Bench campaign ${n} `),
      // Twenty categories, so competitive separation has work to do.
      category: `bench-${n % 20}`,
      startAt: new Date(now - 3_600_000).toISOString(),
      endAt: new Date(now + 86_400_000).toISOString(),
      budgetImpressions: 1_000_000,
      priority: 1 + (n % 100),
      frequencyCap: 100,
      mediaUrl: `https://ads.example.com/bench-${n}.mp4`,
      durationSeconds: 15,
      skipOffsetSeconds: 5,
      clickThroughUrl: 'https://example.com/',
      genres: [genre],
    }));
    const made = [];
    onCleanup(`${CAMPAIGNS} bench campaigns switched off`, async () => {
      let next = 0;
      const failed = [];
      const worker = async () => {
        while (next < made.length) {
          const { id, body } = made[next++];
          const res = await api('PUT', `/admin/ads/campaigns/${id}`, {
            token: admin,
            body: { ...body, active: false },
          });
          if (res.status !== 200) failed.push(`${id}: ${res.status}`);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      if (failed.length > 0) throw new Error(`could not switch off ${failed.length} campaign(s): ${failed[0]}`);
    });
    const createStarted = Date.now();
    let next = 0;
    const creator = async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const res = await api('POST', '/admin/ads/campaigns', { token: admin, body });
        if (res.status !== 201) throw new Error(`ads-decision: campaign: ${res.status} ${JSON.stringify(res.body)}`);
        made.push({ id: res.body.data.campaign._id, body });
      }
    };
    await Promise.all(Array.from({ length: 8 }, creator));
    const createSeconds = (Date.now() - createStarted) / 1000;

    const [withAds, adFree] = await Promise.all([subscribed(ADS_PLAN), subscribed(AD_FREE_PLAN)]);
    // The subscription reaches the access check through its event.
    await waitFor(
      'the ads plan to reach the access check',
      async () => (await breaksOf(withAds, title._id)) > 0,
      30_000,
    );
    const breaks = await breaksOf(withAds, title._id);
    const adFreeBreaks = await breaksOf(adFree, title._id);
    if (adFreeBreaks !== 0) throw new Error(`ads-decision: the ad-free viewer got ${adFreeBreaks} breaks`);

    // Warm both paths, then the decision side and the ad-free side back to back.
    await load({ ...vmapRequest(withAds, title._id), connections: 10, durationSeconds: 2 });
    const decided = await load({
      ...vmapRequest(withAds, title._id),
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
    });
    const gatewayOnly = await load({
      ...vmapRequest(adFree, title._id),
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
    });
    const ratio = round(decided.latencyMs.p99 / Math.max(1, gatewayOnly.latencyMs.p99), 2);
    return {
      name: 'ads-decision',
      campaigns: CAMPAIGNS,
      connections: CONNECTIONS,
      breaksPerVmap: breaks,
      createSeconds: round(createSeconds, 1),
      decided,
      gatewayOnly,
      p99Ratio: ratio,
      lines: [
        `setup   ${CAMPAIGNS} campaigns created in ${round(createSeconds, 1)} s; the title's VMAP has ${breaks} breaks`,
        `vmap    ads plan   ${CONNECTIONS} concurrent: ${decided.requestsPerSecond} req/s, p50 ${decided.latencyMs.p50} ms, p99 ${decided.latencyMs.p99} ms (target ≤ 30), failed ${decided.failed}`,
        `vmap    ad-free    ${CONNECTIONS} concurrent: ${gatewayOnly.requestsPerSecond} req/s, p50 ${gatewayOnly.latencyMs.p50} ms, p99 ${gatewayOnly.latencyMs.p99} ms, failed ${gatewayOnly.failed}`,
        `ratio   p99 with a decision / without: ${ratio}×`,
      ],
    };
  } finally {
    await closeRpc();
    await closeTestKafka();
  }
}
