/** The value of one sample line of a Prometheus text exposition (`/metrics`), or undefined. */
export function metricSample(
  text: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && want.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
}
