// Kubernetes manifests, checked offline: every overlay renders with kustomize and every object
// validates against the Kubernetes API schemas (kubernetes-validate, strict); a broken manifest is
// rejected; and the rules the schemas cannot know hold (probes, limits, non-root, no committed
// secrets, replicas within the Kafka partitions they can use, Ingress routes).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { listWorkspaces } from '../docker/workspaces.mjs';
import { GATEWAY_RUNTIME_ENV } from '../local/apps.mjs';
import { k8sDir, overlays, render, validateManifests } from '../validate.mjs';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const deployables = [...listWorkspaces().values()]
  .filter((workspace) => !workspace.dir.startsWith('libs/') && !['e2e', 'bench'].includes(workspace.dir))
  .map((workspace) => workspace.dir.split('/').pop());

const rendered = {};
const parsed = {};
const objects = (overlay) => (parsed[overlay] ??= parseAllDocuments(rendered[overlay]).map((doc) => doc.toJS()));
const find = (overlay, kind, name) => objects(overlay).find((o) => o.kind === kind && o.metadata.name === name);

beforeAll(async () => {
  for (const overlay of overlays()) rendered[overlay] = await render(join(k8sDir, 'overlays', overlay));
});

describe('kubernetes manifests', () => {
  it('has a dev and a prod overlay', () => {
    expect(overlays()).toEqual(['dev', 'prod']);
  });

  it.each(['dev', 'prod'])('%s: every rendered object is valid against the Kubernetes API schemas', async (overlay) => {
    expect(await validateManifests(rendered[overlay], overlay)).toEqual([]);
  });

  it('rejects a manifest with a wrongly typed field or an unknown one, naming the object', async () => {
    const broken = rendered.dev
      .replace(/^( {2}replicas:) 1$/m, '$1 "one"')
      .replace(/^( {2})maxUnavailable: 1$/m, '$1maxUnavailabel: 1');
    expect(broken).not.toBe(rendered.dev);
    const errors = await validateManifests(broken, 'broken');
    expect(errors.some((line) => /deployment\/\S+ .*spec\.replicas: 'one' is not of type 'integer'/.test(line))).toBe(
      true,
    );
    expect(errors.some((line) => /poddisruptionbudget\/\S+ .*'maxUnavailabel' was unexpected/.test(line))).toBe(true);
  });

  it('fails to render a kustomization that points at a missing resource', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'streamhub-kustomize-'));
    try {
      cpSync(k8sDir, copy, { recursive: true });
      const file = join(copy, 'base', 'kustomization.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('  - ingress.yaml', '  - ingres.yaml'));
      await expect(render(join(copy, 'overlays', 'dev'))).rejects.toThrow(/ingres\.yaml/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it.each(['dev', 'prod'])(
    '%s: each deployable has a Deployment, HPA and PDB; each served one a Service',
    (overlay) => {
      for (const name of deployables) {
        const deployment = find(overlay, 'Deployment', name);
        expect(deployment, name).toBeDefined();
        expect(deployment.spec.template.spec.containers[0].image).toMatch(new RegExp(`streamhub/${name}:[\\w.]+$`));
        expect(find(overlay, 'HorizontalPodAutoscaler', name), name).toBeDefined();
        expect(find(overlay, 'PodDisruptionBudget', name), name).toBeDefined();
        if (name !== 'media-worker') expect(find(overlay, 'Service', name), name).toBeDefined();
      }
    },
  );

  it.each(['dev', 'prod'])('%s: pods run unprivileged with probes, requests and limits, read-only roots', (overlay) => {
    for (const deployment of objects(overlay).filter((o) => o.kind === 'Deployment')) {
      const pod = deployment.spec.template.spec;
      const [app] = pod.containers;
      const label = `${overlay}/${deployment.metadata.name}`;
      expect(pod.containers, label).toHaveLength(1);
      expect(pod.securityContext.runAsNonRoot, label).toBe(true);
      expect(pod.securityContext.runAsUser, label).toBeGreaterThan(0);
      expect(app.securityContext, label).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
      expect(
        app.volumeMounts.map((m) => m.mountPath),
        label,
      ).toContain('/tmp');
      for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'])
        expect(app[probe]?.httpGet?.path, `${label} ${probe}`).toMatch(/health/);
      for (const kind of ['requests', 'limits'])
        expect(Object.keys(app.resources[kind]), `${label} ${kind}`).toEqual(expect.arrayContaining(['cpu', 'memory']));
      // The PDB and Service select exactly this Deployment's pods.
      const selector = deployment.spec.selector.matchLabels;
      expect(find(overlay, 'PodDisruptionBudget', deployment.metadata.name).spec.selector.matchLabels).toEqual(
        selector,
      );
      const service = find(overlay, 'Service', deployment.metadata.name);
      if (service) expect(service.spec.selector).toEqual(selector);
    }
  });

  it.each(['dev', 'prod'])('%s: commits no secret values; secrets are referenced key by key', (overlay) => {
    expect(objects(overlay).filter((o) => o.kind === 'Secret')).toEqual([]);
    const config = find(overlay, 'ConfigMap', 'streamhub-config').data;
    for (const key of Object.keys(config)) expect(key).not.toMatch(/SECRET|PASSWORD|TOKEN/);
    expect(config.MONGO_URL).toBeUndefined();
    const gatewayEnv = find(overlay, 'Deployment', 'gateway').spec.template.spec.containers[0].env;
    const fromSecret = gatewayEnv.filter((e) => e.valueFrom?.secretKeyRef).map((e) => e.name);
    expect(fromSecret).toEqual(expect.arrayContaining(['JWT_SECRET', 'MEDIA_URL_SECRET', 'MONGO_URL', 'REDIS_URL']));
    // Least privilege: the payment keys reach billing only.
    for (const deployment of objects(overlay).filter((o) => o.kind === 'Deployment' && o.metadata.name !== 'billing')) {
      const names = (deployment.spec.template.spec.containers[0].env ?? []).map((e) => e.name);
      expect(
        names.filter((name) => name.startsWith('RAZORPAY')),
        deployment.metadata.name,
      ).toEqual([]);
    }
  });

  it.each(['dev', 'prod'])('%s: tunes the gateway as the local stack does', (overlay) => {
    const env = find(overlay, 'Deployment', 'gateway').spec.template.spec.containers[0].env;
    for (const [name, value] of Object.entries(GATEWAY_RUNTIME_ENV))
      expect(env.find((e) => e.name === name)?.value, name).toBe(value);
  });

  it.each(['dev', 'prod'])('%s: replicas stay within the Kafka partitions they can use', (overlay) => {
    const config = find(overlay, 'ConfigMap', 'streamhub-config').data;
    const hpa = (name) => find(overlay, 'HorizontalPodAutoscaler', name).spec;
    // Each gateway replica (the media origin's too) claims one partition of gateway.replies;
    // without one it cannot start.
    expect(hpa('gateway').maxReplicas + hpa('media-origin').maxReplicas).toBeLessThanOrEqual(
      Number(config.KAFKA_REPLY_PARTITIONS),
    );
    // Service replicas beyond the request topic's partitions would get none.
    for (const name of ['auth', 'catalog', 'billing', 'support', 'banner', 'analytics', 'ads'])
      expect(hpa(name).maxReplicas, name).toBeLessThanOrEqual(Number(config.KAFKA_PARTITIONS));
    // Analytics is the one writer of its DuckDB file: one replica, replaced rather than rolled.
    expect(hpa('analytics')).toMatchObject({ minReplicas: 1, maxReplicas: 1 });
    expect(find(overlay, 'Deployment', 'analytics').spec.strategy.type).toBe('Recreate');
    for (const o of objects(overlay).filter((x) => x.kind === 'HorizontalPodAutoscaler'))
      expect(o.spec.minReplicas, o.metadata.name).toBeLessThanOrEqual(o.spec.maxReplicas);
  });

  it.each(['dev', 'prod'])(
    '%s: the media origin is the gateway image in its media role, probed and tuned as the gateway',
    (overlay) => {
      const gateway = find(overlay, 'Deployment', 'gateway').spec.template.spec.containers[0];
      const origin = find(overlay, 'Deployment', 'media-origin').spec.template.spec.containers[0];
      expect(origin.image).toBe(gateway.image);
      const env = Object.fromEntries(origin.env.map((e) => [e.name, e.value ?? e.valueFrom]));
      expect(env.GATEWAY_ROLE).toBe('media');
      expect(gateway.env.find((e) => e.name === 'GATEWAY_ROLE')).toBeUndefined();
      for (const [name, value] of Object.entries(GATEWAY_RUNTIME_ENV)) expect(env[name], name).toBe(value);
      // What the media path needs: Redis (stream sessions), object storage, the media URL key, Kafka.
      for (const name of ['REDIS_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'MEDIA_URL_SECRET', 'JWT_SECRET'])
        expect(env[name], name).toEqual({ secretKeyRef: { name: 'streamhub-secrets', key: name } });
      expect(origin.envFrom).toEqual([{ configMapRef: { name: 'streamhub-config' } }]);
      for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'])
        expect(origin[probe], probe).toEqual(gateway[probe]);
      expect(find(overlay, 'Service', 'media-origin').spec.ports.map((p) => p.name)).toEqual(['http', 'metrics']);
      const hpa = find(overlay, 'HorizontalPodAutoscaler', 'media-origin').spec;
      expect(hpa.metrics[0]).toMatchObject({ type: 'Resource', resource: { name: 'cpu' } });
      if (overlay === 'dev') expect(hpa).toMatchObject({ minReplicas: 1 });
      else
        expect(hpa.metrics[1]).toMatchObject({
          type: 'Pods',
          pods: { metric: { name: 'streamhub_gateway_http_response_bytes_per_second' } },
        });
    },
  );

  it.each(['dev', 'prod'])(
    '%s: the Ingress routes /api/v1/media to the media origin, the rest of /api to the gateway, /admin to admin-web, / to web',
    (overlay) => {
      const ingress = objects(overlay).filter((o) => o.kind === 'Ingress');
      expect(ingress).toHaveLength(1);
      const routes = Object.fromEntries(
        ingress[0].spec.rules[0].http.paths.map((p) => [
          p.path,
          `${p.backend.service.name}:${p.backend.service.port.name}`,
        ]),
      );
      expect(routes).toEqual({
        '/api/v1/media': 'media-origin:http',
        '/api': 'gateway:http',
        '/admin': 'admin-web:http',
        '/': 'web:http',
      });
      for (const path of ingress[0].spec.rules[0].http.paths) expect(path.pathType, path.path).toBe('Prefix');
    },
  );
});
