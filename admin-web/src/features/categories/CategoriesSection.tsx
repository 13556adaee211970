import { useState, type FormEvent } from 'react';
import { CatalogMessages, CategoryLimits, type Category } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { runWithToast } from '../../shared/run-with-toast';
import { ToggleActiveButton } from '../../shared/ui/RowButtons';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useStatusToggle } from '../../shared/ui/use-status-toggle';
import { useCreateCategoryMutation, useListCategoriesQuery, useSetCategoryStatusMutation } from './categories-api';
import { formatDate } from '../users/users-query';

/** Categories on Manage Videos: list, add, activate/deactivate. Active ones are the genre options. */
export function CategoriesSection() {
  const list = useListCategoriesQuery();
  const { data } = list;
  const [createCategory, { isLoading: adding }] = useCreateCategoryMutation();
  const [setCategoryStatus] = useSetCategoryStatusMutation();
  const [name, setName] = useState('');
  const { pendingId, toggleActive } = useStatusToggle();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      toast.error(CatalogMessages.categoryNameRequired);
      return;
    }
    if (
      await runWithToast(
        () => createCategory({ createCategoryDto: { name: trimmed } }).unwrap(),
        CatalogMessages.categoryCreated,
      )
    )
      setName('');
  };

  const toggle = (category: Category) =>
    toggleActive(category, ({ id, status }) => setCategoryStatus({ id, setCategoryStatusDto: { status } }), {
      activated: CatalogMessages.categoryActivated,
      deactivated: CatalogMessages.categoryDeactivated,
    });

  const categories = data?.categories ?? [];
  return (
    <section className="categories-section" aria-labelledby="categories-title">
      <div className="section-head">
        <div>
          <h2 id="categories-title">Categories</h2>
          <p className="muted">Active categories are the genres viewers filter by and the upload form suggests.</p>
        </div>
        <form className="category-form" onSubmit={(e) => void add(e)} noValidate>
          <input
            aria-label="New category name"
            placeholder="New category, e.g. Thriller"
            value={name}
            maxLength={CategoryLimits.nameMaxLength}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={adding}>
            {adding ? 'Adding...' : 'Add Category'}
          </button>
        </form>
      </div>
      <TableCard
        list={list}
        empty={categories.length === 0}
        emptyMessage="No categories yet"
        filtered={false}
        unfilteredHint="Add the first one above"
      >
        <TableHead columns={['Name', 'Status', 'Created']} actions />
        <tbody>
          {categories.map((category) => {
            const active = category.status === 'active';
            return (
              <tr key={category._id} data-category={category.name}>
                <td>{category.name}</td>
                <td>
                  <span className={`status-toggle ${active ? 'status-active' : 'status-inactive'}`}>
                    {active ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td className="nowrap">{formatDate(category.createdAt)}</td>
                <td className="actions-col">
                  <ToggleActiveButton
                    ghost
                    active={active}
                    name={category.name}
                    disabled={pendingId === category._id}
                    onClick={() => void toggle(category)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>
    </section>
  );
}
