import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { EFFECTIVE_DATE, LEGAL_PAGES } from '../data/common';
import type { LegalBlock, LegalText } from '../data/types';
import styles from './LegalDocument.module.css';
import '@/shared/i18n/account-texts';

type LegalDocumentProps = { title: string; ru: LegalText; en: LegalText };

const DOCUMENTS = [
  { to: LEGAL_PAGES.agreement, key: 'pages.userAgreement' },
  { to: LEGAL_PAGES.privacy, key: 'pages.privacyPolicy' },
  { to: LEGAL_PAGES.cookies, key: 'pages.cookiePolicy' },
  { to: LEGAL_PAGES.requisites, key: 'pages.requisites' },
] as const;

function Block({ block }: { block: LegalBlock }) {
  const { t } = useTranslation();
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('table' in block) {
    return (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {block.table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={cell} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if ('facts' in block) {
    return (
      <dl className={styles.facts}>
        {block.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>
              {fact.value}
              {fact.fill && <span className={styles.fill}>{t('legal.fillIn')}</span>}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <ul className={styles.links}>
      {block.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A legal page (docs/product.md#screens): title, 'Действует с 16.07.2025', contents, numbered sections, other documents. */
export function LegalDocument({ title, ru, en }: LegalDocumentProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(title);
  const text = i18n.language === 'en' ? en : ru;
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('legal.documents')}</p>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.effective}>{t('legal.effective', { date: EFFECTIVE_DATE })}</p>
        <p className={styles.lead}>{text.lead}</p>
      </header>
      <nav className={styles.contents} aria-label={t('legal.contents')}>
        <p className={styles.contentsTitle}>{t('legal.contents')}</p>
        <ol>
          {text.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {text.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-h`}
          >
            <h2 id={`${section.id}-h`} className={styles.heading}>
              <span className={styles.number}>{index + 1}.</span> {section.heading}
            </h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </section>
        ))}
      </div>
      <nav className={styles.others} aria-label={t('legal.documents')}>
        <ul>
          {DOCUMENTS.map((doc) => (
            <li key={doc.to}>
              <Link to={doc.to} aria-current={t(doc.key) === title ? 'page' : undefined}>
                {t(doc.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
