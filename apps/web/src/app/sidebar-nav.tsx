import { can } from '@pelote/shared';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { NAV_SECTIONS, type NavSection } from './navigation';

/**
 * The link of the page shown: the longest `to` the path is at or under ('/clients/relances' rather
 * than '/clients' there, while a client's profile under '/clients/12' stays 'Clients').
 */
export function currentNavTarget(sections: NavSection[], pathname: string): string | null {
  const under = (item: NavSection['items'][number]) =>
    pathname === item.to || (!item.end && pathname.startsWith(`${item.to.replace(/\/$/, '')}/`));
  const matches = sections.flatMap((section) => section.items.filter(under).map((item) => item.to));
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The menu's sections and links; `onNavigate` closes the slide-in menu on small screens. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const allowed = (requires: NavSection['requires']) => !requires || can(user?.role, requires);
  const sections = NAV_SECTIONS.filter((section) => allowed(section.requires)).map((section) => ({
    ...section,
    items: section.items.filter((item) => allowed(item.requires)),
  }));
  const current = currentNavTarget(sections, pathname);
  return (
    <nav aria-label="Menu principal" className="flex flex-col gap-6 px-3 py-4">
      {sections.map((section) => (
        <div key={section.title} className="flex flex-col gap-1">
          <h2 className="px-3 text-xs font-semibold uppercase tracking-wider text-stone-500">
            {section.title}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  aria-current={to === current ? 'page' : 'false'}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors lg:min-h-0 ${
                    to === current
                      ? 'bg-rose-50 font-medium text-rose-800'
                      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
                  }`}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
