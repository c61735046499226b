import * as z from 'zod';

// Zod's own messages (wrong type, unknown enum value, ...) in French, for the web and the API
// alike: a client sending a number where text is expected reads a French `detail` too.
z.config(z.locales.fr());
