/**
 * GNOME's Orca with its default settings (browse mode, default verbosity), except for its voice:
 * its speech server is one that does not exist, so Orca keeps speech on (and every sentence it would
 * speak goes through its speech log) without sound. A settings hook (orca-customizations.py, read
 * from Orca's user folder at its start) copies each sentence of that log into a file, one a line,
 * which support/speech.ts reads. Real audio (speech-dispatcher) was slower and lost an utterance now
 * and then; `--disable speech` also drops the mode changes ('Focus mode') Orca would speak.
 *
 * One Orca a user at a time: Orca replaces a running one of the same user, so the stage runs its
 * journeys one after another with a single Orca, and waits for none of another run to be left.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { needWithin, type DesktopSession } from './desktop';
import { startTagged, taggedProcessIds } from './processes';
import { SpeechLog } from './speech';

const CUSTOMIZATIONS = `import logging, os, re
import orca.settings as settings

settings.enableKeyEcho = False
settings.speechServerFactory = "none"
settings.speechFactoryModules = []


class WriteSpokenText(logging.Handler):
    def emit(self, record):
        text = re.sub(r"^SPEECH OUTPUT: '(.*)'", r"\\1", record.getMessage()).strip()
        if text:
            with open(os.environ["SPOKEN_TEXT_FILE"], "a") as spoken:
                spoken.write(text.replace("\\n", " ") + "\\n")


logging.getLogger("speech").addHandler(WriteSpokenText())
`;

/** Starts Orca in the session and resolves once it has said 'Screen reader on'. */
export async function startOrcaWithSpeechLog(session: DesktopSession): Promise<SpeechLog> {
  const settingsDir = join(session.workDir, 'orca');
  await mkdir(settingsDir, { recursive: true });
  await writeFile(join(settingsDir, 'orca-customizations.py'), CUSTOMIZATIONS);
  const spokenFile = join(session.workDir, 'spoken.txt');
  await writeFile(spokenFile, '');
  const speech = new SpeechLog(spokenFile);
  const orcaLog = join(session.workDir, 'orca.log');
  // Orca's own processes from another run of this stage would be replaced by this one.
  const others = taggedProcessIds('').filter((id) => !taggedProcessIds(session.tag).includes(id));
  if (others.some((id) => isOrca(id))) throw new Error('another run of the screen-reader stage is running its Orca');
  startTagged(
    'orca',
    ['-u', settingsDir, ...(process.env.ORCA_DEBUG ? ['--debug-file', join(session.workDir, 'orca-debug.out')] : [])],
    { ...session.env, SPOKEN_TEXT_FILE: spokenFile },
    `${session.tag}:orca`,
    orcaLog,
  );
  await needWithin("Orca's 'Screen reader on'", () => speech.all().includes('Screen reader on'), 20_000, orcaLog);
  return speech;
}

function isOrca(id: number): boolean {
  try {
    return /orca/.test(readFileSync(`/proc/${id}/cmdline`, 'latin1'));
  } catch {
    return false;
  }
}
