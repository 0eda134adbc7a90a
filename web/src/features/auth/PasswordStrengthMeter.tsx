import { Flex, Progress, Typography } from 'antd';
import { passwordStrengthLabel, passwordStrengthScore, type StrengthLabel } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';

const COLORS: Record<StrengthLabel, string> = { Weak: '#cf1322', Medium: BRAND.harvest, Strong: BRAND.leaf };

/** Weak below 50, Medium 50–79, Strong from 80 (spec 1 §4); the word carries the meaning, not only the colour. */
export function PasswordStrengthMeter({ password }: { password: string | undefined }) {
  if (!password) return null;
  const score = passwordStrengthScore(password);
  const label = passwordStrengthLabel(score);
  return (
    <Flex align="center" gap={12} style={{ marginTop: -8, marginBottom: 16 }} data-testid="password-strength">
      <Progress
        percent={Math.min(100, score)}
        showInfo={false}
        strokeColor={COLORS[label]}
        size="small"
        style={{ flex: 1, margin: 0 }}
        aria-label="Password strength"
      />
      <Typography.Text style={{ color: COLORS[label], minWidth: 120, textAlign: 'right' }} aria-live="polite">
        Strength: <strong>{label}</strong>
      </Typography.Text>
    </Flex>
  );
}
