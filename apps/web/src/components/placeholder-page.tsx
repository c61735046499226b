import { Construction } from 'lucide-react';
import { Page } from './page';

export const PLACEHOLDER_TITLE = 'Page en cours de développement';
export const PLACEHOLDER_TEXT = 'Cette fonctionnalité sera bientôt disponible';

/** The body of a screen whose feature is not built yet. */
export function PlaceholderNotice({ text = PLACEHOLDER_TEXT }: { text?: string }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <Construction aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900">{PLACEHOLDER_TITLE}</h2>
      <p className="max-w-md text-sm text-stone-600">{text}</p>
    </section>
  );
}

/** A whole placeholder screen: the page title, then the notice. */
export function PlaceholderPage({ title, text }: { title: string; text?: string }) {
  return (
    <Page title={title}>
      <PlaceholderNotice text={text} />
    </Page>
  );
}
