import * as z from 'zod';

/**
 * A form's schema over its route's own (the shared schema): the values as typed are turned into
 * the request body, which the route's schema checks. The form's fields carry the body's names, so
 * each issue shows under the field it concerns.
 */

/** Its output is what the route's schema makes of the body. */
export function parsedBody<Values, Schema extends z.ZodType>(
  toBody: (values: Values) => z.input<Schema>,
  schema: Schema,
) {
  return z
    .custom<Values>()
    .transform((values): unknown => toBody(values))
    .pipe(schema);
}

/** Its output is the body as built (the route parses it itself). */
export function checkedBody<Values, Body>(
  toBody: (values: Values) => Body,
  schema: z.ZodType<unknown, Body>,
) {
  return z
    .custom<Values>()
    .transform(toBody)
    .superRefine((body, ctx) => {
      for (const issue of schema.safeParse(body).error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    });
}
