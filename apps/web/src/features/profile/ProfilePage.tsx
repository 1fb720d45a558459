import { useState } from 'react';
import type { FormEvent } from 'react';
import { paths } from '../../config/paths';
import { LANGUAGES, TIMEZONES } from './data/profileOptions';
import { ProfilePhoto } from './ProfilePhoto';
import { loadProfile, saveProfile } from './profileSchema';
import type { UserProfile } from './profileSchema';

export const PROFILE_SAVED = 'Profile updated successfully!';

type TextField = {
  key: Exclude<keyof UserProfile, 'timezone' | 'language' | 'bio'>;
  label: string;
  type?: string;
  autoComplete: string;
};

const personalFields: readonly TextField[] = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];
const contactFields: readonly TextField[] = [
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];
const companyFields: readonly TextField[] = [
  { key: 'company', label: 'Company', autoComplete: 'organization' },
  { key: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
];

export function ProfilePage() {
  const [profile, setProfile] = useState<UserProfile>(loadProfile);

  function update<K extends keyof UserProfile>(key: K, value: UserProfile[K]) {
    setProfile((current) => ({ ...current, [key]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      saveProfile(profile);
      window.alert(PROFILE_SAVED);
    } catch {
      window.alert('Profile could not be saved: browser storage is full or unavailable.');
    }
  }

  function renderFields(fields: readonly TextField[]) {
    return (
      <div className="form-grid">
        {fields.map((field) => (
          <label className="field" key={field.key}>
            {field.label}
            <input
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={profile[field.key]}
              onChange={(e) => update(field.key, e.target.value)}
            />
          </label>
        ))}
      </div>
    );
  }

  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.profile.title}</h1>
        <p>Your personal, contact and company details.</p>
      </header>
      <form className="form" onSubmit={onSubmit}>
        <fieldset className="card">
          <legend>Personal Information</legend>
          <ProfilePhoto initials={initials} />
          {renderFields(personalFields)}
          <label className="field">
            Bio
            <textarea
              rows={4}
              value={profile.bio}
              onChange={(e) => update('bio', e.target.value)}
            />
          </label>
        </fieldset>
        <fieldset className="card">
          <legend>Contact Information</legend>
          {renderFields(contactFields)}
        </fieldset>
        <fieldset className="card">
          <legend>Company</legend>
          {renderFields(companyFields)}
        </fieldset>
        <fieldset className="card">
          <legend>Regional Settings</legend>
          <div className="form-grid">
            <label className="field">
              Timezone
              <select value={profile.timezone} onChange={(e) => update('timezone', e.target.value)}>
                {TIMEZONES.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              Language
              <select value={profile.language} onChange={(e) => update('language', e.target.value)}>
                {LANGUAGES.map((language) => (
                  <option key={language.value} value={language.value}>
                    {language.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </fieldset>
        <div>
          <button className="button" type="submit">
            Save Profile
          </button>
        </div>
      </form>
    </article>
  );
}
