import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatRating,
  formatRuntime,
  videoRuntime,
  genreList,
  partsLabel,
  releaseYear,
} from './format';

describe('catalog display rules', () => {
  it('shows a rating to one decimal', () => {
    expect(formatRating(8)).toBe('8.0');
    expect(formatRating(7.45)).toBe('7.5');
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(10)).toBe('10.0');
  });

  it('shows N/A for a missing or unusable rating', () => {
    expect(formatRating(null)).toBe('N/A');
    expect(formatRating(undefined)).toBe('N/A');
    expect(formatRating(Number.NaN)).toBe('N/A');
  });

  it('shows runtime as "Xh Ym"', () => {
    expect(formatRuntime(125)).toBe('2h 5m');
    expect(formatRuntime(60)).toBe('1h 0m');
    expect(formatRuntime(45)).toBe('0h 45m');
    expect(formatRuntime(0)).toBe('0h 0m');
    expect(formatRuntime(89.6)).toBe('1h 30m');
  });

  it('shows N/A for a missing or negative runtime', () => {
    expect(formatRuntime(null)).toBe('N/A');
    expect(formatRuntime(undefined)).toBe('N/A');
    expect(formatRuntime(-5)).toBe('N/A');
  });

  it('labels one part in the singular and any other count in the plural', () => {
    expect(partsLabel(1)).toBe('1 Part');
    expect(partsLabel(4)).toBe('4 Parts');
    expect(partsLabel(0)).toBe('0 Parts');
  });

  it('reads the release year from an ISO date, or null', () => {
    expect(releaseYear('2021-07-16T00:00:00.000Z')).toBe(2021);
    expect(releaseYear('2019-01-01')).toBe(2019);
    expect(releaseYear(null)).toBeNull();
    expect(releaseYear('not a date')).toBeNull();
  });

  it('shows N/A for a missing watched-at date', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('garbage')).toBe('N/A');
    expect(formatDateTime('2024-03-05T10:20:00.000Z')).toMatch(/2024/);
  });

  it('splits a genre field into chips', () => {
    expect(genreList('SCI-FI, DRAMA')).toEqual(['SCI-FI', 'DRAMA']);
    expect(genreList('ACTION/THRILLER | ACTION')).toEqual(['ACTION', 'THRILLER']);
    expect(genreList(' , ')).toEqual([]);
    expect(genreList(null)).toEqual([]);
  });
});

describe('videoRuntime', () => {
  it("shows the media's real length once transcoded, else the typed runtime", () => {
    expect(videoRuntime({ durationSeconds: 12.4, runtimeMinutes: 52 })).toBe('12s');
    expect(videoRuntime({ durationSeconds: 245, runtimeMinutes: 52 })).toBe('4m 05s');
    expect(videoRuntime({ durationSeconds: 3725, runtimeMinutes: 0 })).toBe('1h 02m');
    expect(videoRuntime({ durationSeconds: null, runtimeMinutes: 52 })).toBe(formatRuntime(52));
  });
});
