/**
 * What the fake answers to a send. `ok` accepts the message; a number answers with that HTTP status and
 * a Graph API error body; `hang` never answers (the caller's timeout is what ends it).
 */
export type FakeAnswer = 'ok' | 400 | 401 | 429 | 500 | 'hang';

export interface FakeBehaviour {
  answer: FakeAnswer;
  /** Only sends to this number (digits, a leading + is ignored). Default: any recipient. */
  to?: string;
  /** Applies to this many matching calls, then is dropped. Default: until cleared. */
  times?: number;
  /** Waits this long before answering (a slow provider). */
  delayMs?: number;
  /** Overrides the Graph API error code of the answer (e.g. 131056 for the pair rate limit). */
  code?: number;
  /** Overrides the error message of the answer. */
  message?: string;
}

export const FAKE_ANSWERS: readonly FakeAnswer[] = ['ok', 400, 401, 429, 500, 'hang'];

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The scripted behaviours, newest first: a send uses the first one that matches its recipient and
 * counts one of its `times`. Nothing matches → `ok`.
 */
export class FakeBehaviours {
  private rules: Array<FakeBehaviour & { left: number }> = [];

  add(behaviour: FakeBehaviour): void {
    if (!FAKE_ANSWERS.includes(behaviour.answer)) {
      throw new Error(
        `Unknown answer ${String(behaviour.answer)}; expected one of ${FAKE_ANSWERS.join(', ')}`,
      );
    }
    if (behaviour.times !== undefined && (!Number.isInteger(behaviour.times) || behaviour.times < 1)) {
      throw new Error('times must be a whole number of at least 1');
    }
    const to = behaviour.to === undefined ? undefined : digits(behaviour.to);
    this.rules.unshift({ ...behaviour, to, left: behaviour.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.rules = [];
  }

  /** The behaviour for one send to `to` (consumes one use of it). */
  take(to: string): FakeBehaviour {
    const recipient = digits(to);
    const rule = this.rules.find((candidate) => candidate.to === undefined || candidate.to === recipient);
    if (!rule) return { answer: 'ok' };
    rule.left -= 1;
    if (rule.left <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    const { left: _left, ...behaviour } = rule;
    return behaviour;
  }

  list(): FakeBehaviour[] {
    return this.rules.map(({ left, ...behaviour }) => ({
      ...behaviour,
      ...(Number.isFinite(left) ? { times: left } : {}),
    }));
  }
}
