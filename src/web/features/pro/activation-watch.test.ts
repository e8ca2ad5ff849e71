import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActivationPhase, watchActivation } from './activation-watch';

function start() {
  const phases: ActivationPhase[] = [];
  const poll = vi.fn();
  const goHome = vi.fn();
  const watch = watchActivation({ poll, goHome, onPhase: (phase) => phases.push(phase) });
  return { watch, phases, poll, goHome };
}

describe('watchActivation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls at once and every 3 seconds while the subscription is not active', () => {
    const { poll, phases } = start();
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_999);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(6_000);
    expect(poll).toHaveBeenCalledTimes(4);
    expect(phases).toEqual([]);
  });

  it('goes home 2 seconds after the subscription became active, and stops polling', () => {
    const { watch, poll, phases, goHome } = start();
    vi.advanceTimersByTime(5_000);
    watch.report(false);
    watch.report(true);
    expect(phases).toEqual(['active']);
    const polls = poll.mock.calls.length;
    vi.advanceTimersByTime(1_999);
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goHome).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(polls);
    expect(phases).toEqual(['active']);
  });

  it('counts the 2 seconds from the first report only', () => {
    const { watch, goHome } = start();
    watch.report(true);
    vi.advanceTimersByTime(1_500);
    watch.report(true);
    vi.advanceTimersByTime(500);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('already active on arrival: still waits the 2 seconds', () => {
    const { watch, phases, goHome } = start();
    watch.report(true);
    expect(phases).toEqual(['active']);
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('turns slow after 60 seconds, keeps polling, and still ends active when Pro arrives late', () => {
    const { watch, poll, phases, goHome } = start();
    vi.advanceTimersByTime(59_999);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['slow']);
    const polls = poll.mock.calls.length;
    vi.advanceTimersByTime(3_000);
    expect(poll).toHaveBeenCalledTimes(polls + 1);
    watch.report(true);
    expect(phases).toEqual(['slow', 'active']);
    vi.advanceTimersByTime(2_000);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once stopped', () => {
    const { watch, poll, phases, goHome } = start();
    watch.report(true);
    watch.stop();
    vi.advanceTimersByTime(120_000);
    expect(goHome).not.toHaveBeenCalled();
    expect(poll).toHaveBeenCalledTimes(1);
    expect(phases).toEqual(['active']);
  });
});
