/** The strength meter of spec 1 §4. */
export type StrengthLabel = 'Weak' | 'Medium' | 'Strong';

export function passwordStrengthScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (/[A-Z]/.test(password)) score += 25;
  if (/[a-z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 25;
  if (/[^A-Za-z0-9]/.test(password)) score += 10;
  return score;
}

export function passwordStrengthLabel(score: number): StrengthLabel {
  if (score >= 80) return 'Strong';
  if (score >= 50) return 'Medium';
  return 'Weak';
}

/**
 * The separate rating of spec 1 §4: counts the character kinds present (upper, lower, digit,
 * special); strong needs 4 kinds and length 12, medium 3 kinds and length 8.
 */
export function passwordRating(password: string): 'weak' | 'medium' | 'strong' {
  const kinds = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (kinds >= 4 && password.length >= 12) return 'strong';
  if (kinds >= 3 && password.length >= 8) return 'medium';
  return 'weak';
}
