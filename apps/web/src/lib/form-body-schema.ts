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

/** A body issue's path turned into the path of the form field it concerns. */
export type FieldOf<Values> = (path: PropertyKey[], values: Values) => PropertyKey[];

/**
 * Its output is the body as built (the route parses it itself). `fieldOf` moves an issue onto its
 * field when the form's values are not shaped like the body (e.g. a row's own form over a list body).
 */
export function checkedBody<Values, Body>(
  toBody: (values: Values) => Body,
  schema: z.ZodType<unknown, Body>,
  fieldOf: FieldOf<Values> = (path) => path,
) {
  return z.custom<Values>().transform((values, ctx) => {
    const body = toBody(values);
    for (const issue of schema.safeParse(body).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: fieldOf(issue.path, values) });
    return body;
  });
}
