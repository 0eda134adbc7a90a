import type { FormRule } from 'antd';

/** An antd Form rule from a check that returns the spec's message or null. */
export function ruleFrom<T>(check: (value: T) => string | null): FormRule {
  return {
    validator: (_rule, value: T) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
