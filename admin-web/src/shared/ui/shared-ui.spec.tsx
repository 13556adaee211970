import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ModalActions } from './ModalActions';
import { PageHead } from './PageHead';
import { Pagination } from './Pagination';
import { DeleteRowButton, ToggleActiveButton } from './RowButtons';
import { TableHead } from './TableHead';

// The markup as Preact renders it (preact-render-to-string, as in the build): class after the
// other attributes, boolean attributes bare.
const noop = () => undefined;

describe('shared list markup', () => {
  it('heads the columns, with the Actions column last', () => {
    expect(
      renderToStaticMarkup(<TableHead columns={['Name', { label: 'Mobile', className: 'col-optional' }]} actions />),
    ).toBe(
      '<thead><tr><th scope="col">Name</th><th scope="col" class="col-optional">Mobile</th>' +
        '<th scope="col" class="actions-col">Actions</th></tr></thead>',
    );
    expect(renderToStaticMarkup(<TableHead columns={['User']} />)).toBe(
      '<thead><tr><th scope="col">User</th></tr></thead>',
    );
  });

  it('puts extra page buttons with the main one in a row, and leaves the main one alone otherwise', () => {
    const action = { label: '+ Create Plan', onClick: noop };
    expect(renderToStaticMarkup(<PageHead title="T" subtitle="S" action={action} />)).toBe(
      '<div class="page-head"><div><h1 class="page-title">T</h1><p class="muted">S</p></div>' +
        '<button type="button" class="btn btn-primary">+ Create Plan</button></div>',
    );
    expect(
      renderToStaticMarkup(<PageHead title="T" subtitle="S" action={action} extraActions={<b>seed</b>} />),
    ).toContain(
      '<div class="row-actions"><b>seed</b><button type="button" class="btn btn-primary">+ Create Plan</button></div>',
    );
  });

  it('submits a form by id or runs a click, and disables both buttons while busy', () => {
    expect(renderToStaticMarkup(<ModalActions busy={false} onCancel={noop} form="plan-form" label="Create" />)).toBe(
      '<button type="button" class="btn btn-ghost">Cancel</button>' +
        '<button type="submit" form="plan-form" class="btn btn-primary">Create</button>',
    );
    expect(
      renderToStaticMarkup(<ModalActions busy onCancel={noop} onConfirm={noop} variant="danger" label="Deleting..." />),
    ).toBe(
      '<button type="button" disabled class="btn btn-ghost">Cancel</button>' +
        '<button type="button" disabled class="btn btn-danger">Deleting...</button>',
    );
  });

  it('names row buttons after the row', () => {
    expect(renderToStaticMarkup(<ToggleActiveButton active name="a.jpg" onClick={noop} />)).toBe(
      '<button type="button" aria-label="Deactivate a.jpg" class="btn btn-sm btn-warning">Deactivate</button>',
    );
    expect(renderToStaticMarkup(<ToggleActiveButton ghost active={false} name="Drama" onClick={noop} />)).toBe(
      '<button type="button" aria-label="Activate Drama" class="btn btn-ghost btn-sm">Activate</button>',
    );
    expect(renderToStaticMarkup(<DeleteRowButton name="a.jpg" disabled onClick={noop} />)).toBe(
      '<button type="button" aria-label="Delete a.jpg" disabled class="btn btn-danger btn-sm">Delete</button>',
    );
  });

  it('labels the range with the list noun and marks the current page', () => {
    const html = renderToStaticMarkup(<Pagination noun={'noun.query'} page={2} limit={20} total={57} onPage={noop} />);
    expect(html).toContain('Showing 21–40 of 57 queries');
    expect(html).toContain('aria-current="page" aria-label="Page 2"');
  });
});
