/**
 * Lighthouse's CPU slowdown is relative to the machine it runs on: its preset 4× turns a high-end desktop
 * (benchmark index ~1,500) into a mid-tier phone, but on a machine three times slower it plays a phone three
 * times slower. This is the slowdown that turns this machine into that same phone, from its benchmark index,
 * as Lighthouse's throttling guide calibrates it (docs/throttling.md, "Calibrating the CPU slowdown", and
 * its calculator: 150 → 1×, 800 → 2×, 1,300 → 3×, then one more per 233).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`no CPU slowdown for a benchmark index of ${benchmarkIndex}`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below 150 the machine is already slower than the phone: no slowdown (1×) is the closest.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
