import { describe, expect, it } from 'vitest';
import {
  FRAMEWORKS,
  FRAMEWORK_TYPES,
  RECOMMENDED_SEQUENCE,
  STACK_ORDER,
  authorVoiceTone,
  defaultTone,
  frameworkTitle,
  getFramework,
  isFrameworkType,
  isStackFramework,
  toneOptions,
} from '../../../src/domain/frameworks.ts';

const expectedSections: Record<string, string[]> = {
  target_audience: ['overview', 'demographics', 'psychographics', 'pain_points', 'decision_factors'],
  differentiation: ['overview', 'truism_check', 'industry_challenge', 'comparison_test', 'proof_points'],
  job_story: ['overview', 'situation', 'motivation', 'expected_outcome', 'solution_fit'],
  backstory: ['overview', 'origin', 'pivotal_moments', 'lessons', 'values'],
  impact_story: ['overview', 'client_before', 'intervention', 'transformation', 'client_after', 'testimonial'],
  portfolio_story: ['overview', 'unique_approach', 'process_steps', 'tools_techniques', 'quality_standards'],
  five_point: ['exposition', 'rising_action', 'climax', 'falling_action', 'resolution'],
  mad_libs: ['target_market', 'problem', 'solution', 'result'],
};

describe('frameworks', () => {
  it('defines exactly the eight framework types', () => {
    expect([...FRAMEWORK_TYPES].sort()).toEqual(Object.keys(expectedSections).sort());
    expect(Object.keys(FRAMEWORKS).sort()).toEqual([...FRAMEWORK_TYPES].sort());
  });

  it.each(Object.entries(expectedSections))('%s has the spec sections in order', (type, ids) => {
    const framework = FRAMEWORKS[type as keyof typeof FRAMEWORKS];
    expect(framework.type).toBe(type);
    expect(framework.sections.map((s) => s.id)).toEqual(ids);
  });

  it.each(FRAMEWORK_TYPES)('%s has title, description, context, labels, 2-4 prompts and tips', (type) => {
    const f = FRAMEWORKS[type];
    for (const text of [
      f.title,
      f.description,
      f.context.headline,
      f.context.purpose,
      f.context.outcome,
      f.context.question,
    ]) {
      expect(text.trim().length).toBeGreaterThan(2);
    }
    expect(f.tips.length).toBeGreaterThan(0);
    for (const s of f.sections) {
      expect(s.label.trim()).not.toBe('');
      expect(s.prompts.length).toBeGreaterThanOrEqual(2);
      expect(s.prompts.length).toBeLessThanOrEqual(4);
      for (const p of s.prompts) expect(p.trim()).not.toBe('');
    }
  });

  it('titles are unique', () => {
    const titles = FRAMEWORK_TYPES.map((t) => FRAMEWORKS[t].title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('stack order and recommended sequence follow spec §9', () => {
    expect(STACK_ORDER).toEqual([
      'target_audience',
      'differentiation',
      'job_story',
      'backstory',
      'impact_story',
      'portfolio_story',
    ]);
    expect(RECOMMENDED_SEQUENCE).toEqual([
      'target_audience',
      'job_story',
      'backstory',
      'impact_story',
      'portfolio_story',
      'differentiation',
    ]);
    expect([...RECOMMENDED_SEQUENCE].sort()).toEqual([...STACK_ORDER].sort());
  });

  it.each([
    ['backstory', true, true],
    ['five_point', true, false],
    ['mad_libs', true, false],
    ['story', false, false],
    ['', false, false],
    [null, false, false],
    [42, false, false],
  ])('isFrameworkType(%j) = %s, isStackFramework = %s', (value, known, stack) => {
    expect(isFrameworkType(value)).toBe(known);
    expect(isStackFramework(value)).toBe(stack);
  });

  it('looks frameworks up by type and falls back for unknown types', () => {
    expect(getFramework('impact_story')?.title).toBe('Impact Story');
    expect(getFramework('nope')).toBeUndefined();
    expect(getFramework(null)).toBeUndefined();
    expect(frameworkTitle('nope')).toBe('nope');
  });
});

describe('tones', () => {
  it.each([
    ['Stacy', 'stacy_voice', "Stacy's Voice"],
    ['Stacy Smith', 'stacy_voice', "Stacy's Voice"],
    ['  Ana ', 'ana_voice', "Ana's Voice"],
    ['', 'stacy_voice', "Stacy's Voice"],
  ])('author voice for owner %j', (owner, value, label) => {
    expect(authorVoiceTone(owner)).toMatchObject({ value, label });
    expect(defaultTone(owner)).toBe(value);
  });

  it('offers the author voice first, then the five named tones', () => {
    expect(toneOptions('Stacy').map((t) => t.value)).toEqual([
      'stacy_voice',
      'warm_encouraging',
      'professional_authoritative',
      'community_focused',
      'achievement_oriented',
      'energetic_dynamic',
    ]);
  });
});
