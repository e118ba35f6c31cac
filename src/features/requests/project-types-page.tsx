/** Project type selection (spec document 2 section 2): three cards, each with its group and description. */
import { useParams } from 'wouter';
import { paths } from '../../config/paths';
import { PROJECT_TYPES, projectTypeMessages, type ProjectType } from '../../domain/project-types';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { cx } from '../../ui/class-names';
import { Link } from '../../ui/link';
import { PageHeading } from '../../ui/page-heading';
import { RequestsGate } from './requests-gate';
import './requests.css';

export const projectTypesPageMessages = defineMessages({
  title: { id: 'requests.types.title', defaultMessage: 'Request a project' },
  intro: {
    id: 'requests.types.intro',
    defaultMessage: 'Choose the type of project you need. Our team will be in touch about your request.',
  },
  backToProjects: { id: 'requests.types.backToProjects', defaultMessage: 'Projects' },
});

/**
 * One card. An enabled card's title is a link to its form, and the whole card is its click target
 * (the link's box is stretched over the card); a disabled card has no link and says 'Coming soon!'.
 */
export function ProjectTypeCard({ type, enterpriseId }: { type: ProjectType; enterpriseId: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(type.title);
  return (
    <li className={cx(['type-card', type.disabled && 'type-card--disabled'])}>
      <p className="type-card__group">{intl.formatMessage(type.group)}</p>
      <h2 className="type-card__title">
        {type.disabled ? (
          title
        ) : (
          <Link href={paths.projectRequestForm(enterpriseId, type.slug)} className="type-card__link">
            {title}
          </Link>
        )}
      </h2>
      <p className="type-card__description">{intl.formatMessage(type.description)}</p>
      {type.disabled ? <p className="type-card__soon">{intl.formatMessage(projectTypeMessages.comingSoon)}</p> : null}
    </li>
  );
}

export function ProjectTypeCards({ types, enterpriseId }: { types: readonly ProjectType[]; enterpriseId: string }) {
  return (
    <ul className="type-cards">
      {types.map((type) => (
        <ProjectTypeCard key={type.slug} type={type} enterpriseId={enterpriseId} />
      ))}
    </ul>
  );
}

export default function ProjectTypesPage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  return (
    <RequestsGate>
      <main id="main" className="page request-page">
        <Link href={paths.enterprise(enterpriseId)} className="request-page__back">
          {intl.formatMessage(projectTypesPageMessages.backToProjects)}
        </Link>
        <PageHeading title={intl.formatMessage(projectTypesPageMessages.title)} />
        <p className="muted">{intl.formatMessage(projectTypesPageMessages.intro)}</p>
        <ProjectTypeCards types={PROJECT_TYPES} enterpriseId={enterpriseId} />
      </main>
    </RequestsGate>
  );
}
