import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withoutChartLayout } from '@/test/utils';
import { SalesPerDayChart } from './sales-charts';

type Watcher = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };

let watchers: Watcher[] = [];

withoutChartLayout();

beforeEach(() => {
  watchers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        watchers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});

const days = [
  { date: '2026-11-20', ventes: 2, chiffre_affaire: 300_000 },
  { date: '2026-11-21', ventes: 1, chiffre_affaire: 150_050 },
];

describe('the sales charts', () => {
  it('load recharts only when they come near the screen', async () => {
    const { container } = render(<SalesPerDayChart data={days} />);
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
    expect(watchers).toHaveLength(1);
    expect(watchers[0]?.options?.rootMargin).toBe('300px');

    act(() => {
      watchers[0]?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(container.querySelector('.animate-pulse')).toBeNull();
  });
});
