/**
 * The password-strength estimator: zxcvbn-ts with the common dictionaries (49,000 leaked passwords,
 * keyboard patterns) and English feedback. The English word lists (another 700 KB of gzip) are
 * left out: on a ship's connection the meter must stay cheap. Its own chunk, loaded the first time
 * someone types a new password.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({ translations, graphs: adjacencyGraphs, dictionary });

export function estimateStrength(password: string, userInputs: string[]) {
  const result = zxcvbn.check(password, userInputs);
  return {
    score: result.score,
    hint: result.feedback.warning ?? result.feedback.suggestions[0] ?? null,
  };
}
