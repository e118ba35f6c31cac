/**
 * The portal's core journeys, run in each browser of the cross-browser stage (firefox.test.ts,
 * webkit.test.ts; Chromium runs the full suite in tests/e2e/). Each starts from the reference API's
 * seed with an empty tab, and fails on any page error or console error (support/stage.ts). The texts
 * and names are the specification's, as in the Chromium suite.
 */
import { readdir } from 'node:fs/promises';
import { DEMO_PASSWORD, ENTERPRISE_IDS, NAMED_ITEMS } from '../../scripts/dev-api/demo-ids';
import { browserStage, type BrowserName } from './support/stage';
import type { Pattern, Query, Tab } from './support/tab';

const ACME = ENTERPRISE_IDS.acme;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
const PROJECTS = `/enterprise/${ACME}/`;
/** Landing after a sign-in loads the signed-in area's code, the profile and the first page. */
const LANDING = 15_000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const h1 = (name: Pattern): Query => ({ role: 'heading', level: 1, name });
const button = (name: Pattern, within?: Query): Query => ({ role: 'button', name, ...(within ? { within } : {}) });
const link = (name: Pattern, within?: Query): Query => ({ role: 'link', name, ...(within ? { within } : {}) });
const textbox = (name: Pattern, within?: Query): Query => ({ role: 'textbox', name, ...(within ? { within } : {}) });
const dialog = (name: string): Query => ({ role: 'dialog', name });
const status = (text: string): Query => ({ role: 'status', has: { text } });
const userMenuButton = button('User menu: Ada Admin');
const userMenu: Query = { role: 'menu', name: 'User menu: Ada Admin' };
const menuItem = (name: string): Query => ({ role: 'menuitem', name, within: userMenu });
const projectsTable: Query = { role: 'table', name: 'Projects and project requests' };
const projectRows: Query = { css: 'tbody tr', within: projectsTable };
const countLine: Query = { css: '.projects-count__text' };
/** A react-aria select's trigger, by its label (its name is the shown value, then the label). */
const select = (label: string, within?: Query): Query => ({
  role: 'button',
  name: new RegExp(`(^|\\s)${escape(label)}$`),
  matching: '[aria-haspopup="listbox"]',
  ...(within ? { within } : {}),
});

async function choose(tab: Tab, trigger: Query, option: string): Promise<void> {
  await tab.click(trigger);
  // React Aria moves focus into the list as it opens, then scrolls the list to the focused option in
  // the next animation frame: a click before that scroll lands on whichever option it brings under the
  // pointer (in WebKit, 'German (Germany)', which the scroll had moved to where 'Portuguese (Portugal)' was).
  await tab.until(
    'the list takes focus',
    () => tab.one({ role: 'listbox' }),
    (list) => list.focusWithin,
  );
  await tab.frames();
  await tab.click({ role: 'option', name: option });
  await tab.gone({ role: 'listbox' });
  await tab.text(trigger, new RegExp(escape(option)));
}

async function typeAndLeave(tab: Tab, field: Query, text: string): Promise<void> {
  await tab.fill(field, text);
  await tab.press('Tab');
}

/** A day as yyyy-MM-dd, `days` from today. */
function isoDayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function journeys(browser: BrowserName): void {
  browserStage(browser, (journey) => {
    journey('a link to a signed-in page signs in and comes back to it; Log out signs out', async ({ tab }) => {
      await tab.goto(`${PROJECTS}?q=phase`);
      await tab.at(`/account/login?redirect=${encodeURIComponent(`${PROJECTS}?q=phase`)}`);
      await tab.focused(h1('Sign in'), LANDING);
      await tab.fill({ label: 'Email' }, 'admin@acme.test');
      await tab.fill({ label: 'Password' }, DEMO_PASSWORD);
      await tab.click(button('Sign in'));
      await tab.see(h1('Projects'), LANDING);
      await tab.at(`${PROJECTS}?q=phase`);
      await tab.text(countLine, /^Found: \d+ projects$/);

      await tab.click(userMenuButton);
      await tab.texts({ role: 'menuitem', within: userMenu }, ['Settings', 'Change Password', 'Log out']);
      await tab.click(menuItem('Log out'));
      await tab.see(h1('Sign in'), LANDING);
      await tab.at('/account/login');
      const token = await tab.evaluate<string | null>("return localStorage.getItem('dc.accessToken')");
      if (token !== null) throw new Error('the access token is still stored after Log out');
      await tab.goto(PROJECTS);
      await tab.at(`/account/login?redirect=${encodeURIComponent(PROJECTS)}`);
    });

    journey('the entry sequence: a first sign-in accepts the terms, then lands on the projects list', async (stage) => {
      const { tab } = stage;
      await stage.chooseCookies();
      await tab.goto('/account/login');
      await tab.fill({ label: 'Email' }, 'newcomer@acme.test');
      await tab.fill({ label: 'Password' }, DEMO_PASSWORD);
      await tab.click(button('Sign in'));
      await tab.focused(h1('Terms of Use and Privacy Policy'), LANDING);
      await tab.at('/terms-consent/');
      await tab.enabled(button('Confirm'), false);
      await tab.click({ text: 'I accept the Terms of Use and the Privacy Policy' });
      await tab.checked({ role: 'checkbox', name: 'I accept the Terms of Use and the Privacy Policy' });
      await tab.click(button('Confirm'));
      await tab.focused(h1('Projects'), LANDING);
      await tab.at(PROJECTS);
      await tab.text(countLine, '63 projects');
      await tab.count(projectRows, 25);
    });

    journey(
      'the projects list: sort, Load more, search, a filter, and the view in the address through a reload',
      async (stage) => {
        const { tab } = stage;
        await stage.signInThroughApi('admin@acme.test', PROJECTS);
        await tab.text(countLine, '63 projects', LANDING);
        await tab.count(projectRows, 25);

        // A click anywhere on a row opens its project: this row's, from a cell that is not its name.
        await tab.clickAt({
          css: 'td:nth-child(5)',
          within: { ...projectRows, has: link('Checkout Flow Translation') },
        });
        await tab.see(h1('Checkout Flow Translation'), LANDING);
        await tab.at(`${PROJECTS}projects/${NAMED_ITEMS.checkoutFlowTranslation.projectId}/report/?type=p`);
        await tab.click(link('Projects', { role: 'complementary', name: 'Project' }));
        await tab.count(projectRows, 25, LANDING);

        await tab.click(button(/^Name/, projectsTable));
        await tab.at(`${PROJECTS}?sort=name&dir=asc`);
        await tab.attribute({ role: 'columnheader', name: /^Name/ }, 'aria-sort', 'ascending');
        await tab.text({ role: 'link', within: { ...projectRows, nth: 0 } }, 'Banking FAQ Quality Rating Phase 3');

        await tab.click(button('Load more'));
        await tab.count(projectRows, 50);
        await tab.at(`${PROJECTS}?sort=name&dir=asc&page=1`);
        await tab.reload();
        await tab.count(projectRows, 50);
        await tab.text({ role: 'link', within: { ...projectRows, nth: 0 } }, 'Banking FAQ Quality Rating Phase 3');

        await tab.fill({ role: 'searchbox', name: 'Project name' }, 'phase');
        await tab.press('Enter');
        await tab.text(countLine, 'Found: 40 projects');
        await tab.at(`${PROJECTS}?q=phase&sort=name&dir=asc`);

        await tab.click(button(/^Filters/));
        const filters = dialog('Filters');
        await tab.click({ text: 'Completed', within: { role: 'group', name: 'Project status', within: filters } });
        await tab.click(button('Apply', filters));
        await tab.gone(filters);
        await tab.text(countLine, 'Found: 2 projects');
        await tab.at(`${PROJECTS}?q=phase&ps=3000&sort=name&dir=asc`);
        await tab.attribute(
          { role: 'row', within: { role: 'grid', name: 'Active filters' } },
          'aria-label',
          'Completed',
        );

        await tab.reload();
        await tab.text(countLine, 'Found: 2 projects', LANDING);
        await tab.value({ role: 'searchbox', name: 'Project name' }, 'phase');
        await tab.attribute(
          { role: 'row', within: { role: 'grid', name: 'Active filters' } },
          'aria-label',
          'Completed',
        );
      },
    );

    journey("a project's details: its tabs, and a deliverable's download link", async (stage) => {
      const { tab } = stage;
      await stage.signInThroughApi('admin@acme.test', `${PROJECTS}projects/${VOICE.projectId}/request-details/?type=p`);
      await tab.focused(h1('Voice Assistant Prompts'), LANDING);
      const sections: Query = { role: 'link', within: { role: 'navigation', name: 'Project sections' } };
      await tab.texts(sections, ['Request Details', 'Project Report (Completed)', 'Data Deliverables']);
      await tab.see({ role: 'heading', level: 2, name: 'Request Details' });

      await tab.click(link('Project Report (Completed)'));
      await tab.at(`${PROJECTS}projects/${VOICE.projectId}/report/?type=p`);
      await tab.see({ role: 'heading', level: 2, name: 'Project Report (Completed)' });

      await tab.click(link('Data Deliverables'));
      await tab.at(`${PROJECTS}projects/${VOICE.projectId}/deliverables/?type=p`);
      const table: Query = { role: 'table', name: 'Data deliverables' };
      await tab.count({ css: 'tbody tr', within: table }, 10);
      const file = 'voice-assistant-prompts_en-us_complete.zip';
      const row: Query = { css: 'tbody tr', within: table, has: { text: file } };
      const downloads: Query = { css: 'td:nth-child(3)', within: row };
      const before = Number((await tab.one(downloads)).text);
      await tab.click(button(`Download ${file}`));
      await tab.text(
        { role: 'status', has: link('click here') },
        new RegExp(`^${escape(file)} will be downloaded soon\\. If it doesn't start automatically, click here\\.`),
      );
      const clickHere = link('click here');
      await tab.attribute(clickHere, 'href', /\/api\/__files__\/deliverables\//);
      await tab.text(downloads, String(before + 1));
      // The browser saved the file; the link the notice offers serves it too.
      await tab.until(
        `${file} in the downloads folder`,
        () => readdir(stage.downloads),
        (names) => names.includes(file),
      );
      const href = (await tab.one(clickHere, ['href'])).attributes.href ?? '';
      const served = await fetch(new URL(href, stage.portal.url));
      if (!served.ok) throw new Error(`the download link answered ${served.status}`);
    });

    journey(
      'a request form: the date field and a repeatable list, a failed submission kept as a draft through a reload, then sent',
      async (stage) => {
        const { tab } = stage;
        const form = `${PROJECTS}project-request/quality-of-experience/`;
        await stage.signInThroughApi('admin@acme.test', form);
        await tab.see(h1('Quality of Experience request'), LANDING);
        await tab.fill(textbox('Project name'), 'Call quality, wave 3');
        await choose(tab, select('Language'), 'Portuguese (Portugal)');
        await typeAndLeave(tab, textbox('Minimum unique contributors'), '40');
        const day = isoDayFromToday(30);
        await typeAndLeave(tab, textbox('Desired delivery date'), day);
        await tab.click(button('Add stimulus'));
        const stimulus2: Query = { role: 'group', name: 'Stimulus 2' };
        await tab.focused(select('Input data type', stimulus2));
        await choose(tab, select('Input data type', stimulus2), 'Image');
        await tab.click(button('Add question'));
        await choose(tab, select('Question type', { role: 'group', name: 'Question 2' }), 'Free text');

        await stage.testEndpoint('/__test__/faults', {
          method: 'POST',
          pathPattern: '/project-request/quality-of-experience/$',
          status: 500,
          times: 1,
        });
        await tab.click(button('Submit request'));
        await tab.see(h1("We've got a glitch..."), LANDING);
        await tab.at(`${PROJECTS}error/`);

        // Back on the form, and again after a reload: the draft is there.
        await tab.goto(form);
        for (const reload of [false, true]) {
          if (reload) await tab.reload();
          await tab.see(
            { role: 'status', within: { role: 'main' }, has: { text: /Your last submission did not go through/ } },
            LANDING,
          );
          await tab.value(textbox('Project name'), 'Call quality, wave 3');
          await tab.text(select('Language'), /Portuguese \(Portugal\)/);
          await tab.value(textbox('Minimum unique contributors'), '40');
          await tab.value(textbox('Desired delivery date'), day);
          await tab.count({ role: 'group', within: { role: 'group', name: 'Stimuli' } }, 2);
          await tab.text(select('Input data type', stimulus2), /Image/);
          await tab.text(select('Question type', { role: 'group', name: 'Question 2' }), /Free text/);
        }

        await tab.click(button('Submit request'));
        await tab.see(dialog('Project Request is Submitted'), LANDING);
      },
    );

    journey('Team: a member is invited and listed', async (stage) => {
      const { tab } = stage;
      await stage.signInThroughApi('admin@acme.test', `${PROJECTS}team/`);
      await tab.focused(h1('Team'), LANDING);
      await tab.click(button('Invite member'));
      const invite = dialog('Invite a member');
      await tab.checked({ role: 'radio', name: 'Viewer', within: invite });
      await tab.fill(textbox('Email', invite), 'newhire@acme.test');
      await tab.click({ text: 'Admin', within: invite });
      await tab.checked({ role: 'radio', name: 'Admin', within: invite });
      await tab.enabled(button('Send invitation', invite));
      await tab.click(button('Send invitation', invite));
      await tab.gone(invite);
      await tab.see(status('Invitation sent to newhire@acme.test.'));
      await tab.see({ text: '4 pending invitations' });
      const row: Query = {
        role: 'row',
        within: { role: 'table', name: 'Pending invitations' },
        has: { role: 'cell', name: 'newhire@acme.test' },
      };
      await tab.text({ role: 'cell', within: row, nth: 1 }, 'Admin');
    });

    journey('Settings: a PNG profile picture is uploaded, and the billing contact saved', async (stage) => {
      const { tab } = stage;
      await stage.signInThroughApi('admin@acme.test', `${PROJECTS}profile/`);
      await tab.focused(h1('Profile'), LANDING);
      await tab.setFile({ css: 'input[type="file"]' }, stage.files.png);
      await tab.see(status('Your picture was updated.'));
      const picture: Query = { css: 'img', within: userMenuButton };
      // The new picture's signed address (the reference API signs its file addresses).
      await tab.attribute(picture, 'src', /\/api\/__files__\/photos\/[^/?]+\?v=\d+&expires=\d+&signature=[\w-]+$/);
      await tab.until(
        'the picture shows (1 × 1 px)',
        () => tab.property<number>(picture, 'naturalWidth'),
        (width) => width === 1,
      );

      await tab.click(link('Billing', { role: 'navigation', name: 'Settings' }));
      await tab.focused(h1('Billing'), LANDING);
      await tab.value(textbox('Name'), 'Accounts Payable');
      await tab.fill(textbox('Name'), 'Finance Team');
      await tab.fill(textbox('Email'), 'finance@acme.test');
      await tab.fill(textbox('Phone'), '(555) 010-0199');
      await tab.click(button('Save'));
      await tab.see(status('The billing contact was saved.'));
      await tab.enabled(button('Save'), false);
      await tab.reload();
      await tab.until(
        'the saved contact after a reload',
        () => tab.describeAll(textbox('Name')),
        (list) => list[0]?.value === 'Finance Team',
        LANDING,
      );
      await tab.value(textbox('Email'), 'finance@acme.test');
      await tab.value(textbox('Phone'), '(555) 010-0199');
    });

    journey('the language switch: Português from the login page and from the user menu', async (stage) => {
      const { tab } = stage;
      await stage.chooseCookies();
      await tab.goto('/account/login');
      await tab.see(h1('Sign in'), LANDING);
      const languages: Query = { role: 'navigation', name: 'Language', within: { role: 'contentinfo' } };
      await tab.attribute(link('Português', languages), 'aria-current', null);
      await tab.click(link('Português', languages));
      await tab.see(h1('Iniciar sessão'), LANDING);
      await tab.at('/pt-pt/account/login');
      await tab.attribute({ css: 'html' }, 'lang', 'pt-pt');
      await tab.see({ label: 'Palavra-passe' });
      await tab.attribute(link('Português', { role: 'navigation', name: 'Idioma' }), 'aria-current', 'true');

      // Signed in, with English remembered: the user menu switches the list, its filter kept.
      await tab.evaluate("localStorage.setItem('dc.language', 'en-us')");
      await stage.signInThroughApi('admin@acme.test', `${PROJECTS}?lang=it-it`);
      await tab.text(countLine, 'Found: 12 projects', LANDING);
      await tab.click(userMenuButton);
      const portuguese: Query = { role: 'menuitemradio', name: 'Português', within: userMenu };
      await tab.attribute(portuguese, 'aria-checked', 'false');
      await tab.click(portuguese);
      await tab.see(h1('Projetos'), LANDING);
      await tab.at(`/pt-pt${PROJECTS}?lang=it-it`);
      await tab.text(countLine, 'Encontrados: 12 projetos');
      await tab.attribute({ css: 'html' }, 'lang', 'pt-pt');
    });

    journey('a 320 px window: no sideways scroll, and the header collapses behind its Menu button', async (stage) => {
      const { tab } = stage;
      await tab.driver.resize(320, 800);
      const noSidewaysScroll = async (where: string) => {
        await tab.until(
          `no sideways scroll at 320 px on ${where}`,
          () => tab.evaluate<{ overflow: number; width: number }>('return window.__browsers.sidewaysScroll()'),
          ({ overflow, width }) => overflow <= 0 && width === 320,
        );
      };
      await stage.chooseCookies();
      await tab.goto('/account/login');
      await tab.see(h1('Sign in'), LANDING);
      await noSidewaysScroll('the login page');

      await stage.signInThroughApi('admin@acme.test', PROJECTS);
      await tab.count(projectRows, 25);
      await noSidewaysScroll('the projects list');
      await tab.gone(button('Enterprise: Acme Corp'));
      const menuButton = button('Menu');
      await tab.attribute(menuButton, 'aria-expanded', 'false');
      await tab.click(menuButton);
      const menu = dialog('Menu');
      await tab.see(menu);
      await tab.attribute(menuButton, 'aria-expanded', 'true');
      await tab.see(button('Enterprise: Acme Corp', menu));
      await tab.see(button('User menu: Ada Admin', menu));
      await tab.press('Escape');
      await tab.gone(menu);
      await tab.focused(menuButton);

      for (const [path, heading] of [
        [`${PROJECTS}projects/${VOICE.projectId}/deliverables/?type=p`, 'Voice Assistant Prompts'],
        [`${PROJECTS}project-request/quality-of-experience/`, 'Quality of Experience request'],
        [`${PROJECTS}team/`, 'Team'],
      ] as const) {
        await tab.goto(path);
        await tab.see(h1(heading), LANDING);
        await noSidewaysScroll(path);
      }
    });

    journey('by keyboard alone: sign in, the user menu by arrows, Escape, and Log out', async (stage) => {
      const { tab } = stage;
      await stage.chooseCookies();
      await tab.goto('/account/login');
      await tab.focused(h1('Sign in'), LANDING);
      await tab.press('Tab');
      await tab.focused({ label: 'Email' });
      await tab.type('admin@acme.test');
      await tab.press('Tab');
      await tab.focused({ label: 'Password' });
      await tab.type(DEMO_PASSWORD);
      await tab.press('Enter');
      await tab.focused(h1('Projects'), LANDING);

      await tab.tabTo(userMenuButton, { backwards: true, limit: 10 });
      await tab.press('Enter');
      await tab.focused(menuItem('Settings'));
      await tab.press('ArrowDown');
      await tab.focused(menuItem('Change Password'));
      await tab.press('Escape');
      await tab.gone(userMenu);
      await tab.focused(userMenuButton);
      await tab.press('Enter');
      await tab.focused(menuItem('Settings'));
      await tab.press('ArrowDown');
      await tab.press('ArrowDown');
      await tab.focused(menuItem('Log out'));
      await tab.press('Enter');
      await tab.focused(h1('Sign in'), LANDING);
      await tab.at('/account/login');
    });
  });
}
