import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { PROFILE_SAVED, ProfilePage } from './ProfilePage';
import { emptyProfile } from './profileSchema';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('profile page', () => {
  it("starts empty until the user saves their own, never showing someone else's details", () => {
    renderPage(<ProfilePage />);
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Company', 'Job title']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it("takes this browser's timezone and language when the options hold them", () => {
    expect(emptyProfile('Europe/Paris', 'fr')).toMatchObject({
      timezone: 'Europe/Paris',
      language: 'fr',
    });
    expect(emptyProfile('Antarctica/Troll', 'xx')).toMatchObject({
      timezone: 'America/New_York',
      language: 'en',
    });
  });

  it('saves every field to localStorage userProfile, alerts, and loads it again', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const first = renderPage(<ProfilePage />);
    const firstName = screen.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Priya');
    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.type(screen.getByLabelText('Job title'), 'CFO');
    await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'Asia/Tokyo');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'pt');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(alert).toHaveBeenCalledWith(PROFILE_SAVED);
    expect(PROFILE_SAVED).toBe('Profile updated successfully!');
    expect(JSON.parse(localStorage.getItem('userProfile') ?? 'null')).toEqual({
      ...emptyProfile(),
      firstName: 'Priya',
      jobTitle: 'CFO',
      timezone: 'Asia/Tokyo',
      language: 'pt',
    });

    first.unmount();
    renderPage(<ProfilePage />);
    expect(screen.getByLabelText('First name')).toHaveValue('Priya');
    expect(screen.getByLabelText('Language')).toHaveValue('pt');
  });

  it('starts empty when the stored profile is unreadable', () => {
    localStorage.setItem('userProfile', '{"firstName": 3');
    renderPage(<ProfilePage />);
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('previews a chosen photo locally without uploading it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
    renderPage(<ProfilePage />);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile photo'), file);
    expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
