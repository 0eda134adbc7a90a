import { healthColour, type AdminOverview, type HealthColour, type HealthSignal } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';

/** Words beside the colour (docs/web-ui.md: colour is never the only signal). */
export const HEALTH_LABELS: Record<HealthColour, string> = {
  green: 'Healthy',
  yellow: 'Needs attention',
  red: 'Critical',
};

export const HEALTH_STROKES: Record<HealthColour, string> = {
  green: BRAND.leaf,
  yellow: BRAND.harvest,
  red: '#cf1322',
};

/** The signals that took points off the score, the heaviest first. */
export function loweringSignals(signals: HealthSignal[]): HealthSignal[] {
  return signals.filter((signal) => !signal.ok || signal.penalty > 0).sort((a, b) => b.penalty - a.penalty);
}

export function healthDisplay(overview: Pick<AdminOverview, 'systemHealthScore' | 'healthSignals'>) {
  const colour = healthColour(overview.systemHealthScore);
  return {
    colour,
    label: HEALTH_LABELS[colour],
    stroke: HEALTH_STROKES[colour],
    lowering: loweringSignals(overview.healthSignals),
  };
}
