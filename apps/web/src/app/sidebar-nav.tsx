import { can } from '@pelote/shared';
import { NavLink } from 'react-router';
import { useSession } from '@/lib/session';
import { NAV_SECTIONS } from './navigation';

/** The menu's sections and links; `onNavigate` closes the slide-in menu on small screens. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const sections = NAV_SECTIONS.filter((section) => !section.requires || can(user?.role, section.requires));
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
                  className={({ isActive }) =>
                    `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors lg:min-h-0 ${
                      isActive
                        ? 'bg-rose-50 font-medium text-rose-800'
                        : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
                    }`
                  }
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
