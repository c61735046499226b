import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod';
import { type ApiResult, keyHasServed, parseResult, unwrap } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

/**
 * A creating call of one opened screen or dialog, with its Idempotency-Key: the key stays while the
 * server could not be reached (the first attempt may have gone through) and changes once it has
 * answered (docs/conventions.md, 'A write holds its Idempotency-Key until the key has served'). The
 * answer is checked against `schema`; `onSuccess` is the mutation's own.
 */
export function useKeyedMutation<Input, Schema extends z.ZodType>(
  send: (input: Input, key: string) => Promise<ApiResult<unknown>>,
  schema: Schema,
  onSuccess: UseMutationOptions<z.output<Schema>, Error, Input>['onSuccess'],
) {
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (input: Input) => {
      const result = await send(input, key);
      if (keyHasServed(result)) setKey(newIdempotencyKey());
      return unwrap(parseResult(result, schema));
    },
    onSuccess,
  });
}
