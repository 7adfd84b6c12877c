/**
 * The twelve predefined recovery questions (SPEC.md section 5). Chosen to be memorable, stable
 * over a lifetime, and not the kind of fact people post on social media (no mother's maiden
 * name, no pet's name, no home town, no school, no favourite anything that changes).
 */
export const SECURITY_QUESTIONS = [
  'What was the name of the street you lived on when you were eight years old?',
  'What was the first name of your best friend in primary school?',
  'What was the make and model of the first car you drove?',
  'What was the first name of your first manager at work?',
  'In what city or town did your parents meet?',
  'What was the name of the first teacher you remember?',
  'What was the surname of your childhood next-door neighbour?',
  'What was the first concert you attended?',
  'What was the name of the hospital where your youngest sibling was born?',
  'What was the name of the first beach you remember visiting?',
  'What was the first name of the person you shared your first flat or dorm room with?',
  'What was the name of your first stuffed toy?',
] as const;

export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];

export function isSecurityQuestion(text: string): text is SecurityQuestion {
  return (SECURITY_QUESTIONS as readonly string[]).includes(text);
}

/**
 * Answers are case-insensitive and ignore surrounding spaces; otherwise they must match. NFKC
 * makes "é" typed as one character or as e + accent the same answer.
 */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().toLowerCase();
}
