import { useState, type FormEvent } from 'react';
import { CatalogMessages, CategoryLimits, type Category } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { runWithToast } from '../../shared/run-with-toast';
import { ToggleActiveButton } from '../../shared/ui/RowButtons';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useStatusToggle } from '../../shared/ui/use-status-toggle';
import { useCreateCategoryMutation, useListCategoriesQuery, useSetCategoryStatusMutation } from './categories-api';
import { formatDate } from '../../shared/i18n/format';
import { translateServerError, useT } from '../../shared/i18n/i18n';

/** Categories on Manage Videos: list, add, activate/deactivate. Active ones are the genre options. */
export function CategoriesSection() {
  const t = useT();
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
      toast.error(translateServerError(CatalogMessages.categoryNameRequired, null));
      return;
    }
    if (
      await runWithToast(
        () => createCategory({ createCategoryDto: { name: trimmed } }).unwrap(),
        translateServerError(CatalogMessages.categoryCreated, null),
      )
    )
      setName('');
  };

  const toggle = (category: Category) =>
    toggleActive(category, ({ id, status }) => setCategoryStatus({ id, setCategoryStatusDto: { status } }), {
      activated: translateServerError(CatalogMessages.categoryActivated, null),
      deactivated: translateServerError(CatalogMessages.categoryDeactivated, null),
    });

  const categories = data?.categories ?? [];
  return (
    <section className="categories-section" aria-labelledby="categories-title">
      <div className="section-head">
        <div>
          <h2 id="categories-title">{t('categories.title')}</h2>
          <p className="muted">{t('categories.subtitle')}</p>
        </div>
        <form className="category-form" onSubmit={(e) => void add(e)} noValidate>
          <input
            aria-label={t('categories.newName')}
            placeholder={t('categories.newPlaceholder')}
            value={name}
            maxLength={CategoryLimits.nameMaxLength}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={adding}>
            {adding ? t('categories.adding') : t('categories.add')}
          </button>
        </form>
      </div>
      <TableCard
        list={list}
        empty={categories.length === 0}
        emptyMessage={t('categories.none')}
        filtered={false}
        unfilteredHint={t('categories.noneHint')}
      >
        <TableHead
          columns={[t('categories.col.name'), t('categories.col.status'), t('categories.col.created')]}
          actions
        />
        <tbody>
          {categories.map((category) => {
            const active = category.status === 'active';
            return (
              <tr key={category._id} data-category={category.name}>
                <td>{category.name}</td>
                <td>
                  <span className={`status-toggle ${active ? 'status-active' : 'status-inactive'}`}>
                    {active ? t('status.active') : t('status.inactive')}
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
