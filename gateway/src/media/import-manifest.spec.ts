import { describe, expect, it } from 'vitest';
import { ImportMessages } from '@streamhub/contracts';
import { parseManifest } from './import-manifest';

describe('parseManifest', () => {
  it('reads a CSV by its header, with quoted commas, and numbers its rows by file line', () => {
    const csv = [
      'externalId,source,title,genre,type,ageRating,series,episode',
      'lib-1,clips/a.mp4,"Monsoon, Again",Drama,movie,U/A 13+,,',
      '',
      'lib-2,https://files.local/b.mp4,Part Two,Drama,episode,U,The Series,2',
    ].join('\r\n');
    const { rows, errors } = parseManifest('csv', csv);
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[0]!.row).toMatchObject({ externalId: 'lib-1', title: 'Monsoon, Again', ageRating: 'U/A 13+' });
    expect(rows[0]!.row.episode).toBeUndefined();
    expect(rows[1]!.row).toMatchObject({ series: 'The Series', episode: 2, type: 'episode' });
  });

  it('reports every bad row with its line and field, and duplicate external ids', () => {
    const csv = [
      'externalId,source,title,genre,ageRating,episode',
      'ok-1,a.mp4,Fine,Drama,U,',
      'bad 2,a.mp4,,Drama,PG,0',
      'ok-1,b.mp4,Again,Drama,,',
      'ok-3,s3://bucket/key,Three,,,',
    ].join('\n');
    const { rows, errors } = parseManifest('csv', csv);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(errors).toEqual([
      { line: 3, field: 'externalId', message: ImportMessages.externalIdInvalid },
      { line: 3, field: 'title', message: ImportMessages.titleRequired },
      { line: 3, field: 'ageRating', message: ImportMessages.ageRatingInvalid },
      { line: 3, field: 'episode', message: ImportMessages.episodeInvalid },
      { line: 4, field: 'externalId', message: ImportMessages.duplicateExternalId },
      { line: 5, field: 'source', message: ImportMessages.sourceInvalid },
      { line: 5, field: 'genre', message: ImportMessages.genreRequired },
    ]);
  });

  it('reads JSON arrays (numbers allowed) and refuses what is not a list of rows', () => {
    const json = JSON.stringify([{ externalId: 7, source: 'a.mp4', title: 'T', genre: 'G', episode: 3 }, 'x']);
    const { rows, errors } = parseManifest('json', json);
    expect(rows).toEqual([{ line: 1, row: expect.objectContaining({ externalId: '7', episode: 3 }) }]);
    expect(errors.map((e) => e.line)).toEqual([2, 2, 2, 2]);
    expect(parseManifest('json', '{nope').errors).toEqual([
      { line: 1, field: 'manifest', message: ImportMessages.unreadable },
    ]);
    expect(parseManifest('json', '[]').errors[0]!.message).toBe(ImportMessages.empty);
  });

  it('names the line of a CSV it cannot read', () => {
    const { errors } = parseManifest('csv', 'externalId,source,title,genre\na,b,"unclosed,G\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.field).toBe('manifest');
  });
});
