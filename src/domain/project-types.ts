import { defineMessages, type Message } from '../i18n/define-messages';

/**
 * Spec document 1 section 1 and document 2 section 2 "Project type selection": the three types a
 * project can be requested as, with their groups. A disabled type would show 'Coming soon!'; none is
 * disabled now.
 *
 * The descriptions are ours (the spec says each card has one but not its text).
 */
export const projectTypeMessages = defineMessages({
  translation: { id: 'requests.type.translation', defaultMessage: 'Translation' },
  translationGroup: { id: 'requests.type.translation.group', defaultMessage: 'Machine Translation' },
  translationDescription: {
    id: 'requests.type.translation.description',
    defaultMessage:
      'Human translations of your source texts, from one language to another, to train and evaluate machine translation.',
  },
  scriptedSpeech: { id: 'requests.type.scriptedSpeech', defaultMessage: 'Scripted Speech' },
  scriptedSpeechGroup: { id: 'requests.type.scriptedSpeech.group', defaultMessage: 'Speech Technologies' },
  scriptedSpeechDescription: {
    id: 'requests.type.scriptedSpeech.description',
    defaultMessage:
      'Recordings of contributors reading prompts aloud, by hours of speech or by prompts, to train speech recognition.',
  },
  qualityOfExperience: { id: 'requests.type.qualityOfExperience', defaultMessage: 'Quality of Experience' },
  qualityOfExperienceGroup: { id: 'requests.type.qualityOfExperience.group', defaultMessage: 'Quality Evaluation' },
  qualityOfExperienceDescription: {
    id: 'requests.type.qualityOfExperience.description',
    defaultMessage:
      'Ratings and opinions of real people on your audio, video, text or images, to measure how they are perceived.',
  },
  comingSoon: { id: 'requests.type.comingSoon', defaultMessage: 'Coming soon!' },
});

/** The path segment of each requestable type (document 2 section 2: translation/, scripted-speech/, quality-of-experience/). */
export type ProjectTypeSlug = 'translation' | 'scripted-speech' | 'quality-of-experience';

export interface ProjectType {
  slug: ProjectTypeSlug;
  /** Request type value (document 2 section 3: Translation 1, ScriptedSpeech 2, QualityOfExperience 3). */
  requestType: 1 | 2 | 3;
  title: Message;
  group: Message;
  description: Message;
  /** A disabled type shows 'Coming soon!' and cannot be chosen. */
  disabled: boolean;
}

export const PROJECT_TYPES: readonly ProjectType[] = [
  {
    slug: 'translation',
    requestType: 1,
    title: projectTypeMessages.translation,
    group: projectTypeMessages.translationGroup,
    description: projectTypeMessages.translationDescription,
    disabled: false,
  },
  {
    slug: 'scripted-speech',
    requestType: 2,
    title: projectTypeMessages.scriptedSpeech,
    group: projectTypeMessages.scriptedSpeechGroup,
    description: projectTypeMessages.scriptedSpeechDescription,
    disabled: false,
  },
  {
    slug: 'quality-of-experience',
    requestType: 3,
    title: projectTypeMessages.qualityOfExperience,
    group: projectTypeMessages.qualityOfExperienceGroup,
    description: projectTypeMessages.qualityOfExperienceDescription,
    disabled: false,
  },
];

export function projectType(slug: ProjectTypeSlug): ProjectType {
  const type = PROJECT_TYPES.find((t) => t.slug === slug);
  if (!type) throw new Error(`Unknown project type ${slug}`);
  return type;
}
