// What a benchmark run ran on, recorded beside its figures so that two runs can be compared: the
// machine's load before and after, its cores, and from each Lighthouse report the CPU speed
// Lighthouse measured (benchmarkIndex) and the Chromium that loaded the page.
import os from 'node:os';
import { median } from './web-dist.mjs';

/** The 1, 5 and 15 minute load averages now, and the number of cores. */
export const loadNow = () => ({ loadavg: os.loadavg(), cpus: os.cpus().length });

/** 'HeadlessChrome/156.0.8078.108' or a whole user agent → '156.0.8078.108'; null when none is named. */
export function chromiumVersion(text) {
  return /(?:HeadlessChrome|Chromium|Chrome)\/([\d.]+)/.exec(text ?? '')?.[1] ?? null;
}

/**
 * A Lighthouse report's conditions: its benchmarkIndex, the Chromium version it ran in, and the
 * main thread's time as observed before any simulation (all tasks, and the tasks of 12.5 ms or
 * more, which the simulation's CPU ×4 turns into long tasks).
 */
export function reportConditions(report, launchedVersion = null) {
  const environment = report.environment ?? {};
  const diagnostics = report.audits?.diagnostics?.details?.items?.[0] ?? {};
  return {
    benchmarkIndex: environment.benchmarkIndex ?? null,
    chromium: chromiumVersion(environment.hostUserAgent) ?? chromiumVersion(launchedVersion),
    taskTime: diagnostics.totalTaskTime ?? null,
    tasksOver10ms: diagnostics.numTasksOver10ms ?? null,
  };
}

const ms = (value) => (typeof value === 'number' ? String(Math.round(value)) : '?');

/**
 * One row a run: its page and figures beside the machine's speed. `travail` is the observed main
 * thread time times benchmarkIndex / 1000: the page's work in units of the machine's speed, which
 * stays the same for one build while the machine's speed moves (the score does not).
 */
export function runsTable(runs) {
  const rows = runs.map((run) => {
    const work =
      typeof run.taskTime === 'number' && typeof run.benchmarkIndex === 'number'
        ? Math.round((run.taskTime * run.benchmarkIndex) / 1000)
        : '?';
    return `| ${run.route} | ${ms(run.benchmarkIndex)} | ${run.score.toFixed(2)} | ${(run.lcp / 1000).toFixed(2)} | ${ms(run.tbt)} | ${ms(run.taskTime)} | ${run.tasksOver10ms ?? '?'} | ${work} |`;
  });
  return [
    '| page | benchmarkIndex | score | LCP (s) | TBT (ms) | fil principal observé (ms) | tâches ≥ 10 ms | travail |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

const loads = (loadavg) => loadavg.map((value) => value.toFixed(2).replace('.', ',')).join(' / ');

/** The lines the summary prints: the Chromium versions, the benchmarkIndex of the runs, the load before and after. */
export function conditionsSummary({ before, after, runs }) {
  const indexes = runs.map((run) => run.benchmarkIndex).filter((value) => typeof value === 'number');
  const versions = [...new Set(runs.map((run) => run.chromium).filter(Boolean))];
  const index =
    indexes.length === 0
      ? 'non fourni'
      : `médiane ${Math.round(median(indexes))} (de ${Math.round(Math.min(...indexes))} à ${Math.round(Math.max(...indexes))}, ${indexes.length} passages)`;
  return [
    '### Conditions du passage\n',
    `- Chromium : ${versions.length > 0 ? versions.join(', ') : 'version inconnue'}`,
    `- benchmarkIndex de Lighthouse : ${index}`,
    `- Charge de la machine (1 / 5 / 15 min), ${before.cpus} cœurs : avant ${loads(before.loadavg)}, après ${loads(after.loadavg)}`,
    '',
    'Chaque passage :\n',
    runsTable(runs),
  ].join('\n');
}
