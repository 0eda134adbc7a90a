/** The rules the legal pages must state (spec 2 §9). */
export const LEGAL_FACTS = {
  minimumAgeTerms: 18,
  minimumAgePrivacy: 13,
  issueReportHours: 24,
  updated: '22 Nov 2026',
} as const;
