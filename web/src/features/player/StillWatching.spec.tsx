// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { render } from 'preact';
import { useState } from 'react';
import { t } from '../../shared/i18n/i18n';
import { StillWatching } from './StillWatching';
import { useStillWatching } from './use-still-watching';

/*
 * "Are you still watching?" as the player page wires it (docs/devices.md): each part opens with the
 * router state the previous part's countdown autoplayed it with; a part that asks shows the
 * question in place of the player, so nothing streams until the answer.
 */

const AFTER = 3;

/** One part of the series: the question or its player (the real page mounts ShakaPlayer there). */
function Part({ index, arrival, onEnded }: { index: number; arrival: unknown; onEnded: (state: unknown) => void }) {
  const still = useStillWatching(arrival, AFTER);
  if (still.asking) return <StillWatching title={`Part ${index}`} onContinue={still.keepWatching} onStop={() => {}} />;
  return (
    <div data-testid="player" data-part={index}>
      <button type="button" data-testid="ended" onClick={() => onEnded(still.nextAutoplay())} />
    </div>
  );
}

/** The countdown's navigation: the next part, autoplayed with the state the ended one hands on. */
function Series() {
  const [part, setPart] = useState<{ index: number; arrival: unknown }>({ index: 1, arrival: null });
  const next = (arrival: unknown) => setPart((current) => ({ index: current.index + 1, arrival }));
  return <Part key={part.index} index={part.index} arrival={part.arrival} onEnded={next} />;
}

let root: HTMLDivElement;

beforeEach(async () => {
  root = document.createElement('div');
  document.body.append(root);
  await act(() => render(<Series />, root));
});

afterEach(async () => {
  await act(() => render(null, root));
  root.remove();
});

const player = () => root.querySelector<HTMLElement>('[data-testid="player"]');
const question = () => root.querySelector<HTMLElement>('[role="dialog"]');
const button = (label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label)!;

/** The playing part ends and the countdown starts the next one by itself (a click event only: no pointer down). */
async function autoplayNext(): Promise<void> {
  await act(() => {
    root.querySelector<HTMLButtonElement>('[data-testid="ended"]')!.click();
  });
}

describe('Are you still watching?', () => {
  it(`asks after ${AFTER} parts autoplayed untouched, holds the next part until the answer, then plays it`, async () => {
    expect(player()?.dataset.part).toBe('1');
    for (let n = 1; n <= AFTER - 1; n++) {
      await autoplayNext();
      expect(question(), `part ${n + 1} plays`).toBeNull();
      expect(player()?.dataset.part).toBe(String(n + 1));
    }
    await autoplayNext();
    // The fourth part does not load: the question stands in place of its player.
    expect(question()?.getAttribute('aria-label')).toBe(t('player.stillWatching'));
    expect(question()!.textContent).toContain(`Part ${AFTER + 1}`);
    expect(player()).toBeNull();

    await act(() => {
      button(t('player.continueWatching')).dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button(t('player.continueWatching')).click();
    });
    expect(question()).toBeNull();
    expect(player()?.dataset.part).toBe(String(AFTER + 1));

    // The answer counts as a touch: the count starts again.
    for (let n = 1; n <= AFTER - 1; n++) await autoplayNext();
    expect(question()).toBeNull();
    await autoplayNext();
    expect(question()).not.toBeNull();
  });

  it('does not ask when the viewer touched or pressed a key meanwhile', async () => {
    await autoplayNext();
    await autoplayNext();
    await act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    // Two more parts autoplay after the key, not three: no question yet.
    await autoplayNext();
    await autoplayNext();
    expect(question()).toBeNull();
    expect(player()?.dataset.part).toBe('5');
    await act(() => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    await autoplayNext();
    await autoplayNext();
    expect(question()).toBeNull();
    expect(player()?.dataset.part).toBe('7');
    await autoplayNext();
    expect(question()).not.toBeNull();
  });
});
