import { describe, expect, it } from 'vitest';
import type { HealthSignal } from '@ihe/contracts';
import { healthDisplay } from './health-display.js';

const signal = (name: string, penalty: number, ok = penalty === 0): HealthSignal => ({
  name,
  ok,
  penalty,
  detail: `${name} detail`,
});

describe('the health score display', () => {
  it('is green from 90, yellow from 75, red below, each with words', () => {
    expect(healthDisplay({ systemHealthScore: 90, healthSignals: [] })).toMatchObject({
      colour: 'green',
      label: 'Healthy',
    });
    expect(healthDisplay({ systemHealthScore: 89, healthSignals: [] })).toMatchObject({
      colour: 'yellow',
      label: 'Needs attention',
    });
    expect(healthDisplay({ systemHealthScore: 75, healthSignals: [] }).colour).toBe('yellow');
    expect(healthDisplay({ systemHealthScore: 74, healthSignals: [] })).toMatchObject({
      colour: 'red',
      label: 'Critical',
    });
  });

  it('names only the signals that lowered the score, heaviest first', () => {
    const { lowering } = healthDisplay({
      systemHealthScore: 70,
      healthSignals: [signal('Services', 0), signal('Outbox lag', 10), signal('Dead letters', 20)],
    });
    expect(lowering.map((s) => s.name)).toEqual(['Dead letters', 'Outbox lag']);
  });
});
